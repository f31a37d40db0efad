import type { ErrorBody } from '../src/errors/error.filter.js';
import type { TestApp } from './app.js';

/** The response's JSON body, typed as the test expects it. */
export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** The refusal, its message the first rule broken (a form's rules come as `errors`). */
export async function refusal(response: Response): Promise<{ status: number; message: string }> {
  const body = await json<ErrorBody>(response);
  return { status: response.status, message: body.errors?.[0]?.message ?? body.message };
}

/**
 * `call(method, path, body?, token?, headers?)` against the app `app()` answers, as the user
 * `token()` answers unless another token is given: both are read at each call, since a spec
 * creates its app and users in `beforeAll`.
 */
export function callAsDefault(app: () => TestApp, token: () => string) {
  return (method: string, path: string, body?: unknown, as = token(), headers?: Record<string, string>) =>
    app().call(method, path, { token: as, body, headers });
}

/** `call(method, path, token, body?, headers?)` against the app `app()` answers (read at each call). */
export function callAs(app: () => TestApp) {
  return (method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
    app().call(method, path, { token, body, headers });
}
