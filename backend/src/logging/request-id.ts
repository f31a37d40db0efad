import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header a request's id comes in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a log line, an event's metadata and a response header may carry as it came: letters,
 * digits and `._:-`, at most 128 (a UUID, a proxy's `$request_id`, a trace id). Anything else
 * (spaces, quotes, control characters that could forge a log line, a novel) is replaced.
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

type Headers = IncomingMessage['headers'] | Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request's correlation id: `X-Request-Id` when sane, else `X-Correlation-Id` (what clients
 * sent before, still honoured) when sane, else a fresh UUID.
 */
export function requestIdFrom(headers: Headers): string {
  for (const name of [REQUEST_ID_HEADER, 'x-correlation-id']) {
    const value = first(headers[name])?.trim();
    if (value && SANE_ID.test(value)) return value;
  }
  return randomUUID();
}

interface IdentifiedRequest extends IncomingMessage {
  correlationId?: string;
}

/**
 * First on every request: settles its id once, for the logger (pino-http reads `req.id`), the
 * events it appends (`requestMeta` reads `correlationId`) and the `X-Request-Id` answer header,
 * which every answer carries, refusals of the body parser included.
 */
export function assignRequestId(
  request: IdentifiedRequest,
  response: ServerResponse,
  next: () => void,
): void {
  const id = requestIdFrom(request.headers);
  request.id = id;
  request.correlationId = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  next();
}
