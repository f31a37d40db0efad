import { ApiError } from './ApiError';
import { answer, apiHeaders } from './http';

/**
 * POSTs a multipart body to `/api<path>` with upload progress (fetch cannot report it),
 * the same headers and the same error handling as `api`.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const headers = apiHeaders();
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answer<T>(xhr.status, xhr.responseText, headers.has('authorization')));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Fetches a protected file (e.g. /api/files/<id>, as the server names it) with the bearer token
 * and answers an object URL for <img>; the caller revokes it.
 */
export async function fetchObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { headers: apiHeaders(), signal });
  if (response.status !== 200)
    throw ApiError.fromBody(response.status, await response.json().catch(() => null));
  return URL.createObjectURL(await response.blob());
}
