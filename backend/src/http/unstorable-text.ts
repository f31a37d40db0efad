import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { DomainError, pickLanguage, translate } from '@school/modules/kernel';

/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half: text that is valid
 * JavaScript and JSON (`"\u0000"`, `"\ud800"`) but that PostgreSQL cannot store (text columns
 * refuse NUL, jsonb refuses `\u0000` and lone surrogates), nor UTF-8 encode.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Beyond this depth a request is not walked further: it is refused as malformed. */
const MAX_DEPTH = 64;

/**
 * Where in a parsed request (a JSON body, a query, route parameters, a socket event's arguments)
 * a string, or an object's key, holds text no store can keep: its path (`''` for the value
 * itself), or null when every string is storable. Values that are not plain data (functions,
 * buffers) are not text and are skipped.
 */
export function unstorableTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableTextAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Throws the refusal of such text (400 "Informações inválidas.", naming the field) when `value` holds any. */
export function assertStorableText(value: unknown): void {
  const field = unstorableTextAt(value);
  if (field !== null)
    throw new DomainError('generic.invalid', { errors: [{ field, code: 'generic.invalid' }] });
}

/**
 * Every HTTP request's body, query and route parameters are checked once, before any handler
 * (and before the idempotency store) sees them: such text is a 400, never PostgreSQL's
 * "invalid byte sequence" as a 500, and nothing is stored. Registered first among the global
 * interceptors; the only guard before it reads the token alone.
 */
@Injectable()
export class UnstorableTextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context
      .switchToHttp()
      .getRequest<{ body?: unknown; query?: unknown; params?: unknown }>();
    assertStorableText(request.params);
    assertStorableText(request.query);
    // A multipart form's fields are parsed later, by its route's interceptor, which checks them alike.
    assertStorableText(request.body);
    return next.handle();
  }
}

/**
 * The same check for a socket's events (socket.io middleware, on every namespace through
 * SessionSockets): an event carrying such text never reaches its gateway; its acknowledgement,
 * when the client asked for one, is the refusal `{ok: false, code, message}` in the socket's
 * language, as a gateway's own refusals are.
 */
export function refuseUnstorableText(socket: Socket) {
  return (packet: unknown[], next: (error?: Error) => void): void => {
    const last = packet[packet.length - 1];
    const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : null;
    if (unstorableTextAt(ack ? packet.slice(0, -1) : packet) === null) return next();
    const language = pickLanguage(socket.handshake.headers['accept-language']);
    ack?.({ ok: false, code: 'generic.invalid', message: translate('generic.invalid', language) });
  };
}
