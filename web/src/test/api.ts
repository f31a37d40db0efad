import { vi } from 'vitest';

/**
 * One stub of the API for the component tests, in place of a `fetch` router per file:
 *
 *   const api = mockApi({
 *     'GET /bse_unidade': UNITS,                                  // 200 with this JSON
 *     'GET /bse_usuario?codBseTurma=5': STUDENTS,                 // only with this query
 *     'DELETE /bse_unidade/:id': (req) => reply(409, REFUSAL),    // a status of its own
 *   });
 *   ...
 *   expect(api.calls('DELETE /bse_unidade/:id').map((c) => c.params.id)).toEqual(['7']);
 *
 * Routes are `METHOD path`, the path as `api()` is called (without `/api`); `:name` matches one
 * segment, `*` at the end the rest, a query in the route must be in the request (others may be
 * there too). A request no route answers gets a 501 and fails the test after it ends, with the
 * list of what was asked (setup.ts restores the stub after each test).
 */

export interface ApiRequest {
  method: string;
  /** The URL as fetched (`/api/bse_unidade/7?x=1`). */
  url: string;
  /** The path without `/api` and without the query (`/bse_unidade/7`). */
  path: string;
  /** The route that answered (`DELETE /bse_unidade/:id`), or null for an unexpected request. */
  route: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body, the FormData as sent, or undefined. */
  body: unknown;
  headers: Headers;
  /** The Idempotency-Key header, or null. */
  key: string | null;
  /** When it was sent (Date.now()). */
  at: number;
}

/** An answer with a status other than 200, or a body that is not JSON (a Blob, a text). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return new Reply(status, body, headers);
}

/** The answer of a refused request as the backend sends it (`{ status, code, message }`). */
export function refusal(status: number, message: string, code = 'generic.invalid'): Reply {
  return new Reply(status, { status, code, message });
}

type Answer = unknown;
/** A value (answered with 200), a `reply(...)`, a Response, or a function of the request to one of them. */
export type Handler =
  ((request: ApiRequest) => Answer) | object | string | number | boolean | null | undefined;
export type Routes = Record<string, Handler>;

interface Route {
  key: string;
  /** The method, path and query without `/api`: two keys naming the same route have the same id. */
  id: string;
  method: string;
  segments: string[];
  query: [string, string][];
  handler: Handler;
}

function normalize(url: string): { path: string; query: URLSearchParams } {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.startsWith('/api/') ? parsed.pathname.slice(4) : parsed.pathname;
  return { path, query: parsed.searchParams };
}

function compile(key: string, handler: Handler): Route {
  const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD) (\S+)$/.exec(key);
  if (!match) throw new Error(`mockApi: a route is "METHOD /path", not "${key}"`);
  const { path, query } = normalize(match[2]!);
  const id = `${match[1]} ${path}?${[...query].map(([n, v]) => `${n}=${v}`).join('&')}`;
  return { key, id, method: match[1]!, segments: path.split('/'), query: [...query], handler };
}

function matches(route: Route, method: string, path: string, query: URLSearchParams) {
  if (route.method !== method) return null;
  const segments = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const pattern = route.segments[i]!;
    if (pattern === '*' && i === route.segments.length - 1) {
      params['*'] = segments.slice(i).map(decodeURIComponent).join('/');
      return checkQuery(route, query) ? params : null;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (pattern.startsWith(':')) params[pattern.slice(1)] = decodeURIComponent(segment);
    else if (pattern !== segment) return null;
  }
  if (segments.length !== route.segments.length) return null;
  return checkQuery(route, query) ? params : null;
}

function checkQuery(route: Route, query: URLSearchParams): boolean {
  return route.query.every(([name, value]) => query.getAll(name).includes(value));
}

/** A route with a query, then a literal path, wins over a looser one, whatever the order given. */
function specificity(route: Route): number {
  const params = route.segments.filter((s) => s.startsWith(':') || s === '*').length;
  return route.query.length * 100 - params;
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer;
  const { status, body, headers } =
    answer instanceof Reply ? answer : { status: 200, body: answer, headers: {} as Record<string, string> };
  if (body instanceof Blob || typeof body === 'string') return new Response(body, { status, headers });
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export interface ApiMock {
  /** The requests a route answered, in order (all of them without a route). */
  calls(route?: string): ApiRequest[];
  /** The bodies sent to a route, in order. */
  bodies(route: string): unknown[];
  /** Every request but GET and HEAD, as `{ method, url, body }`: what the user's actions wrote. */
  writes(): { method: string; url: string; body: unknown }[];
  /** Adds or replaces routes for the rest of the test. */
  on(routes: Routes): ApiMock;
  /** The requests no route answered. */
  unexpected(): ApiRequest[];
}

let current: { mock: ApiMock; unexpected: ApiRequest[] } | null = null;

/** Stubs `fetch` with these routes for the current test; setup.ts restores it afterwards. */
export function mockApi(routes: Routes = {}): ApiMock {
  let table: Route[] = [];
  const calls: ApiRequest[] = [];
  const unexpected: ApiRequest[] = [];

  const mock: ApiMock = {
    calls: (route) => (route === undefined ? [...calls] : calls.filter((c) => c.route === route)),
    bodies: (route) => mock.calls(route).map((c) => c.body),
    writes: () =>
      calls
        .filter((c) => c.method !== 'GET' && c.method !== 'HEAD')
        .map(({ method, url, body }) => ({ method, url, body })),
    on(more) {
      const added = Object.entries(more).map(([key, handler]) => compile(key, handler));
      const ids = new Set(added.map((r) => r.id));
      // The routes given last come first among the equally specific.
      table = [...added, ...table.filter((r) => !ids.has(r.id))].sort(
        (a, b) => specificity(b) - specificity(a),
      );
      return mock;
    },
    unexpected: () => [...unexpected],
  };
  mock.on(routes);

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init.method ?? 'GET').toUpperCase();
      const { path, query } = normalize(url);
      const headers = new Headers(init.headers);
      const request: ApiRequest = {
        method,
        url,
        path,
        route: null,
        params: {},
        query: Object.fromEntries(query),
        body: parseBody(init.body),
        headers,
        key: headers.get('idempotency-key'),
        at: Date.now(),
      };
      calls.push(request);
      let found: Route | undefined;
      for (const route of table) {
        const params = matches(route, method, path, query);
        if (params) {
          found = route;
          request.route = route.key;
          request.params = params;
          break;
        }
      }
      if (!found) {
        unexpected.push(request);
        return toResponse(reply(501, { status: 501, message: `mockApi: no route for ${method} ${url}` }));
      }
      const handler = found.handler;
      const pending = Promise.resolve<Answer>(
        typeof handler === 'function' ? (handler as (r: ApiRequest) => Answer)(request) : handler,
      );
      const signal = init.signal;
      if (!signal) return toResponse(await pending);
      signal.throwIfAborted();
      // A handler that never settles (a request still loading) still ends when the caller aborts.
      return new Promise<Response>((resolve, reject) => {
        const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        signal.addEventListener('abort', abort, { once: true });
        pending.then(
          (answer) => {
            signal.removeEventListener('abort', abort);
            resolve(toResponse(answer));
          },
          (error: unknown) => {
            signal.removeEventListener('abort', abort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    }),
  );
  current = { mock, unexpected };
  return mock;
}

/** A handler for a request that never reaches the server (fetch rejects, as when offline). */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/** A request that never answers (a screen still loading). */
export function pending(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/**
 * `mockApi(routes)` for a screen that shows images the API protects: `GET /files/<id>` answers a
 * small image, and each object URL made of it (jsdom makes none) is `url`.
 */
export function mockApiWithFiles(routes: Routes = {}, url = 'blob:image'): ApiMock {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => url, revokeObjectURL: () => undefined }));
  return mockApi({ 'GET /files/:id': reply(200, new Blob(['png'])), ...routes });
}

/** Called by setup.ts after each test: drops the stub, and fails the test that asked for a route it did not give. */
export function restoreApi(): void {
  const last = current;
  current = null;
  if (!last || last.unexpected.length === 0) return;
  const asked = last.unexpected.map((r) => `  ${r.method} ${r.url}`).join('\n');
  throw new Error(`mockApi: requests without a route (give them one in mockApi or api.on):\n${asked}`);
}
