import { parseCsvRecords } from '@school/modules/identity';
import type { ErrorBody } from '../src/errors/error.filter.js';
import type { TestApp } from './app.js';

/** The body of every refusal (the error filter's answer). */
export type { ErrorBody };

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

/**
 * Rich text a route stores through the allow-list: scripts, handlers, javascript: links, SVG, an
 * unclosed tag with an iframe, inline style. Each must come back inert, the harmless part kept.
 */
export const XSS_CORPUS: readonly string[] = [
  '<p>ok</p><script>alert(1)</script>',
  '<p onclick="alert(1)">clique</p><img src=x onerror=alert(1)>',
  '<p><a href="javascript:alert(1)">link</a></p>',
  '<svg onload=alert(1)><circle r=1></circle></svg><p>svg</p>',
  '<p>aberto <b>sem fechar <iframe src="https://evil.example"></iframe>',
  '<p style="position:fixed">estilo</p><a href="https://escola.example">fonte</a>',
];

/**
 * A report CSV's records (relatorio.csv, acessos.csv) as a spreadsheet reads them: the BOM
 * dropped, `;`-separated, quotes undone; the header row first.
 */
export function csvTable(text: string): string[][] {
  const parsed = parseCsvRecords(text.replace(/^\uFEFF/, ''), ';');
  if (!('records' in parsed)) throw new Error(`a quote never closed at ${parsed.unclosedQuoteAt}`);
  return parsed.records.map((r) => r.cells);
}
