import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { pickLanguage, Profile, type Actor, type EventMetadata, type Language } from '@school/modules/kernel';
import type { Caller, TokenClaims } from '../auth/token.service.js';
import { requestIdFrom } from '../logging/request-id.js';

/** What a command needs to know about the request it came from: who, from where, and its retry key. */
export interface RequestMeta {
  user: Caller | null;
  correlationId: string;
  idempotencyKey: string | null;
  ip: string;
  userAgent: string;
  language: Language;
  /**
   * A caller that applies many writes in one request (the device queue, decision 0076) settles
   * once at the end: each write hands it the position it appended instead of waiting for the
   * read models itself.
   */
  settleLater?: (position: string | null) => void;
}

interface RawRequest {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  user?: TokenClaims;
  correlationId?: string;
}

function header(request: RawRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function requestMeta(request: RawRequest): RequestMeta {
  // Set by assignRequestId before anything else runs; apps built without it (a few modules in a test) settle it here.
  request.correlationId ??= requestIdFrom(request.headers);
  const key = header(request, 'idempotency-key')?.trim();
  return {
    user: request.user ?? null,
    correlationId: request.correlationId,
    idempotencyKey: key ? key.slice(0, 200) : null,
    ip: request.ip ?? '',
    userAgent: header(request, 'user-agent') ?? '',
    language: pickLanguage(header(request, 'accept-language')),
  };
}

export const Meta = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestMeta =>
  requestMeta(ctx.switchToHttp().getRequest<RawRequest>()),
);

/** The metadata every event of this request carries (what administrators audit). */
export function eventMetadata(meta: RequestMeta): EventMetadata {
  return {
    actorId: meta.user?.userId ?? null,
    actorProfile: meta.user?.profile ?? null,
    correlationId: meta.correlationId,
    causationId: meta.correlationId,
    ...(meta.idempotencyKey ? { idempotencyKey: meta.idempotencyKey } : {}),
    ip: meta.ip,
    userAgent: meta.userAgent,
  };
}

/** The decider's view of the caller. */
export function actorOf(meta: RequestMeta): Actor | null {
  const u = meta.user;
  return u ? { userId: u.userId, profile: u.profile, schoolId: u.schoolId, unitId: u.unitId } : null;
}

/** The request-less metadata of what the system itself does. */
export function systemMeta(): RequestMeta {
  return {
    user: null,
    correlationId: randomUUID(),
    idempotencyKey: null,
    ip: '',
    userAgent: 'system',
    language: 'pt',
  };
}

/** The system itself (first start, seeds, jobs) acts without a signed-in user: everywhere. */
const SYSTEM: Caller = {
  userId: 0,
  profile: Profile.Master,
  schoolId: null,
  unitId: null,
  login: 'system',
};

/**
 * Who a command acts as: the request's signed-in user (every guarded route has one), or the
 * system when code off the HTTP path sends it with a request-less meta (systemMeta()).
 */
export function callerOf(meta: RequestMeta): Caller {
  return meta.user ?? SYSTEM;
}
