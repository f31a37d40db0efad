import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Reflector } from '@nestjs/core';
import { sql } from 'kysely';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DomainError } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { NO_STORED_ANSWER_KEY, PUBLIC_KEY } from '../auth/permission.decorators.js';
import { DATABASE } from '../core/tokens.js';
import type { TokenClaims } from '../auth/token.service.js';
import { requestMeta } from '../http/request-meta.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const IN_FLIGHT_WAIT_MS = 5000;
/** A stored answer is replayed for this long; after it the key is new again, and the row is swept. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const SWEEP_BATCH = 1000;

/** The moment before which a stored answer has expired. */
const expiredBefore = () => sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/** Deletes the expired answers, a batch at a time (short locks); answers how many went. */
export async function deleteExpiredAnswers(db: Db): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`delete from idempotency_keys where ctid in (
      select ctid from idempotency_keys where created_at < ${expiredBefore()} limit ${SWEEP_BATCH})`.execute(
      db,
    );
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < SWEEP_BATCH) return deleted;
  }
}

interface HttpRequest {
  method: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  user?: TokenClaims;
}

/**
 * The fingerprint of a request's body as parsed (JSON; a multipart form is parsed later, by its
 * route, and has none here): a retry sends the same body, so the same fingerprint.
 */
const bodyHash = (request: HttpRequest): string =>
  createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
interface HttpResponse {
  statusCode: number;
  status(code: number): void;
  setHeader(name: string, value: string): void;
}

/**
 * `Idempotency-Key` on a mutating request: the first answer is stored, and a repeat (double
 * click, network retry) gets that answer again without running the command, so nothing is
 * appended twice. A repeat that arrives while the first is still running waits for it.
 * The same key with another method, route or body is refused (422 generic.idempotencyKeyReused),
 * never answered with another request's answer.
 * A request that failed is forgotten, so a corrected retry can run. An answer is kept for
 * IDEMPOTENCY_TTL_HOURS: an older key is a new request, and IdempotencyCleanup deletes it.
 *
 * Never stored: public routes (sign-in answers a token, and may be called with someone's
 * token or none), routes marked `@NoStoredAnswer()` (their answer is secret), and any request
 * without a signed-in caller (keys are per user).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const response = context.switchToHttp().getResponse<HttpResponse>();
    const key = requestMeta(request).idempotencyKey;
    if (!key || !MUTATING.has(request.method) || !request.user) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    if (
      this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ||
      this.reflector.getAllAndOverride<boolean>(NO_STORED_ANSWER_KEY, targets)
    )
      return next.handle();
    return from(this.run(key, request, response, next));
  }

  private async run(
    key: string,
    request: HttpRequest,
    response: HttpResponse,
    next: CallHandler,
  ): Promise<unknown> {
    const userId = request.user!.userId;
    const claim = { method: request.method, path: request.originalUrl, request_hash: bodyHash(request) };
    // A key whose answer expired is taken over as new, in the same statement (no race).
    const claimed = await this.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, ...claim })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({ ...claim, state: 'pending', status: null, body: null, created_at: sql`now()` })
          .where('idempotency_keys.created_at', '<', expiredBefore()),
      )
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return this.replay(userId, key, claim, response);
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status: response.statusCode, body: JSON.stringify(body ?? null) })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      return body;
    } catch (error) {
      await this.db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      throw error;
    }
  }

  private async replay(
    userId: number,
    key: string,
    claim: { method: string; path: string; request_hash: string },
    response: HttpResponse,
  ): Promise<unknown> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const row = await this.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('created_at', '>=', expiredBefore())
        .executeTakeFirst();
      if (!row) throw new DomainError('generic.idempotencyInFlight');
      // The same key for another request is a client bug: refuse rather than answer wrongly. A row
      // stored before fingerprints (null) compares by method and route alone.
      if (
        row.method !== claim.method ||
        row.path !== claim.path ||
        (row.request_hash !== null && row.request_hash !== claim.request_hash)
      )
        throw new DomainError('generic.idempotencyKeyReused');
      if (row.state === 'done') {
        response.status(row.status as number);
        response.setHeader('Idempotent-Replayed', 'true');
        return row.body;
      }
      if (Date.now() >= deadline) throw new DomainError('generic.idempotencyInFlight');
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
