import { currentLanguage } from '../../i18n';
import { sessionStore } from '../session';
import { ApiError } from './ApiError';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, unless it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a retried or doubled request then changes nothing twice. */
  idempotencyKey?: string;
  /** Without the session's token (sign-in). */
  anonymous?: boolean;
}

/** What every call carries: JSON, the interface language, and the bearer token when signed in. */
export function apiHeaders(anonymous = false): Headers {
  const headers = new Headers({ accept: 'application/json', 'accept-language': currentLanguage() });
  const token = anonymous ? null : sessionStore.get()?.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A refused token ends the session ("Sessão expirou."); the guard then shows the sign-in page. */
export function answer<T>(status: number, text: string, sentToken: boolean): T {
  const data = parse(text);
  if (status >= 200 && status < 300) return data as T;
  if (status === 401 && sentToken) sessionStore.end('expired');
  throw ApiError.fromBody(status, data);
}

const laggingListeners = new Set<() => void>();

/**
 * Calls `listener` after each write the server answered before its read models caught up
 * (`X-Read-Model: lagging`, a busy server): what the screens read right after may not show it yet.
 */
export function onLaggingWrite(listener: () => void): () => void {
  laggingListeners.add(listener);
  return () => laggingListeners.delete(listener);
}

/** Calls `/api<path>`; answers the parsed JSON or throws an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = apiHeaders(options.anonymous);
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.network();
  }
  if (response.headers.get('x-read-model') === 'lagging') laggingListeners.forEach((listener) => listener());
  return answer<T>(response.status, await response.text(), headers.has('authorization'));
}

/** A fresh key for one user action (a save), reused by its retries. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; getRandomValues is always there.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
