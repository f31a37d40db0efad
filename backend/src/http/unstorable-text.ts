import { isUtf8 } from 'node:buffer';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { DomainError, translate } from '@school/modules/kernel';
import { socketLanguage } from '../realtime/socket-auth.js';

/**
 * A NUL, or half of a UTF-16 surrogate pair without its other half: text that is valid
 * JavaScript and JSON (`"\u0000"`, `"\ud800"`) but that PostgreSQL cannot store (text columns
 * refuse NUL, jsonb refuses `\u0000` and lone surrogates), nor UTF-8 encode.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * U+FFFD, the replacement character: what the multipart parser (busboy) makes of bytes that are
 * not UTF-8 (`FF FE`, an overlong `C0 80`, a CESU-8 surrogate `ED A0 80`). It decodes the fields
 * and file names before any code of ours sees their bytes, so in a form the character itself is
 * refused: nobody types it, it is the mark of text lost on the way (decision 0059).
 */
const UNSTORABLE_IN_FORM = new RegExp(`${UNSTORABLE.source}|\uFFFD`);

/** Beyond this depth a request is not walked further: it is refused as malformed. */
const MAX_DEPTH = 64;

/**
 * Where in a parsed request (a JSON body, a query, route parameters, a socket event's arguments)
 * a string, or an object's key, holds text no store can keep: its path (`''` for the value
 * itself), or null when every string is storable. Values that are not plain data (functions,
 * buffers) are not text and are skipped.
 */
export function unstorableTextAt(value: unknown): string | null {
  return textMatching(UNSTORABLE, value, '', 0);
}

function textMatching(pattern: RegExp, value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = textMatching(pattern, value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (pattern.test(key)) return at;
    const found = textMatching(pattern, item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The refusal of such text: 400 "Informações inválidas.", naming the field when it is known. */
function unstorable(field: string | null): DomainError {
  return new DomainError(
    'generic.invalid',
    field === null ? {} : { errors: [{ field, code: 'generic.invalid' }] },
  );
}

/** Throws the refusal of such text (400 "Informações inválidas.", naming the field) when `value` holds any. */
export function assertStorableText(value: unknown): void {
  const field = unstorableTextAt(value);
  if (field !== null) throw unstorable(field);
}

/**
 * The same for a multipart form, once parsed: its text fields and its files' names (both are
 * stored), where bytes that were not UTF-8 also count (UNSTORABLE_IN_FORM).
 */
export function assertStorableForm(
  fields: unknown,
  files: readonly { fieldname: string; originalname: string }[] = [],
): void {
  const field =
    textMatching(UNSTORABLE_IN_FORM, fields, '', 0) ??
    files.find((f) => UNSTORABLE_IN_FORM.test(f.originalname))?.fieldname ??
    null;
  if (field !== null) throw unstorable(field);
}

/**
 * body-parser's `verify` for JSON: a body sent as UTF-8 whose bytes are not UTF-8 is refused
 * before it is decoded (the decoder would put U+FFFD in their place, and that is what would be
 * stored). Here the bytes are at hand, so a `\ufffd` the client wrote on purpose still passes.
 */
export function refuseInvalidUtf8(
  _request: unknown,
  _response: unknown,
  body: Buffer,
  encoding: string | null,
): void {
  if ((encoding ?? 'utf-8') === 'utf-8' && !isUtf8(body)) throw unstorable(null);
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
    const language = socketLanguage(socket.handshake);
    ack?.({ ok: false, code: 'generic.invalid', message: translate('generic.invalid', language) });
  };
}
