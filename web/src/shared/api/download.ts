import { ApiError } from './ApiError';
import { answer, apiHeaders } from './http';

/**
 * Fetches a file the API builds (a CSV) with the session's bearer token, never in a URL, and
 * saves it under `filename` through a temporary object URL. A refusal throws (and a 401 ends
 * the session) exactly as `api()` does.
 */
export async function downloadFile(
  url: string,
  filename: string,
  init: { method?: string; body?: unknown; accept?: string } = {},
): Promise<void> {
  const headers = apiHeaders();
  if (init.accept) headers.set('accept', init.accept);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw ApiError.network();
  }
  if (!response.ok) answer(response.status, await response.text(), headers.has('authorization'));
  const href = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is no longer needed once the event returns.
    setTimeout(() => URL.revokeObjectURL(href), 1_000);
  }
}
