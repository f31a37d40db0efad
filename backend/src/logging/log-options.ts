import type { IncomingMessage, ServerResponse } from 'node:http';
import { stdTimeFunctions, type Level } from 'pino';
import type { Options } from 'pino-http';
import type { Config } from '../config/config.js';

/** LOG_LEVEL (Nest's names, kept from before) as pino's levels. */
const PINO_LEVELS: Record<Config['LOG_LEVEL'], Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

export function pinoLevel(level: Config['LOG_LEVEL']): Level {
  return PINO_LEVELS[level];
}

/**
 * Field names whose values never reach a log, wherever an object logged carries them (a body, a
 * job's data, an error's details): the spec's and the API's password fields, tokens, the
 * sealed passwords of a bulk import, and headers that authenticate.
 */
export const SECRET_KEYS = [
  'password',
  'txtSenha',
  'senha',
  'actualPassword',
  'newPassword',
  'token',
  'access_token',
  'sealedPasswords',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

/**
 * pino's redaction names exact paths (a `*` stands for one level), so each key is listed at the
 * depths objects are logged with: `{ body: { password } }`, `{ job: { data: { sealedPasswords } } }`,
 * `req.headers.authorization`.
 */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`, `*.*.*${dot}${k}`];
});

/**
 * A URL as it may be logged: the personal calendar feed carries its token in the path
 * (`/api/calendario/ical/<token>.ics`), and a query parameter named like a secret keeps its name
 * only.
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/(\/ical\/)[^/]+/i, '$1[Redacted]');
  if (query === undefined) return safePath;
  const secret = new Set<string>(SECRET_KEYS.map((k) => k.toLowerCase()));
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secret.has(decodeURIComponent(name).toLowerCase()) ? `${name}=[Redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

interface LoggedRequest extends IncomingMessage {
  ip?: string;
  originalUrl?: string;
  user?: { userId: number };
}

/**
 * pino-http's options: one line per finished `/api` request (`request completed`, with method,
 * URL, status, duration), every line of a request carrying its `correlationId` and, once the
 * token is verified, its `userId`. Requests are logged without headers or bodies (nothing there
 * is needed to follow a request, and much there is secret); the redaction is the net for objects
 * code logs on purpose.
 */
export function httpLogOptions(config: Pick<Config, 'LOG_LEVEL'>): Options<IncomingMessage, ServerResponse> {
  return {
    level: pinoLevel(config.LOG_LEVEL),
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    // The id assignRequestId settled; never a counter, which restarts with every process.
    genReqId: (request: LoggedRequest) => String(request.id),
    // The request's lines carry only its id; its details come once, on the closing line.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'correlationId' },
    // Called again when the answer is sent: by then the guard has verified the token.
    customProps: (request: LoggedRequest) => (request.user ? { userId: request.user.userId } : {}),
    // The error filter logs a 500's cause with its stack; the closing line only says it happened.
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'warn' : 'info'),
    customErrorObject: (_request, _response, error, value: Record<string, unknown>) => ({
      ...value,
      err: { message: error.message },
    }),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.originalUrl ?? request.url ?? ''),
        ip: request.ip,
      }),
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
    wrapSerializers: false,
  };
}
