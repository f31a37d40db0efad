import { ApiError, apiHeaders, uploadWithProgress } from '../api';
import { userSocket } from '../realtime';

export interface UploadedImage {
  id: string;
  /** Where the scaled JPEG is served (/api/files/<id>), with the bearer token. */
  url: string;
}

export type UploadProgress = { phase: 'uploading' | 'processing'; percent: number };

/** Where an image goes: the generic file upload, or an endpoint that takes an image with a form. */
export interface UploadTarget {
  /** Under /api; default /files/images. */
  path: string;
  /** The multipart field; default `file`. */
  field: string;
  /** The file id in the 202 answer (the `id` of the image events); default `answer.id`. */
  idOf(answer: Record<string, unknown>): string;
}

export const FILE_UPLOAD: UploadTarget = {
  path: '/files/images',
  field: 'file',
  idOf: (answer) => String(answer.id),
};

interface ImageEvent {
  id: string;
  progress?: number;
  code?: string;
  message?: string;
}

const POLL_MS = 3_000;

/**
 * Uploads an image (by default POST /api/files/images, field `file`) and waits for the scaling job:
 * upload progress from the request, job progress from the `image:*` socket events. Events
 * that arrive before the upload's answer names the id are kept; a slow poll of the file
 * covers a socket that could not connect.
 */
export async function uploadImage(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  target: UploadTarget = FILE_UPLOAD,
): Promise<UploadedImage> {
  const socket = userSocket();
  const early = new Map<string, { kind: 'progress' | 'done' | 'failed'; event: ImageEvent }>();
  let settle: ((kind: 'progress' | 'done' | 'failed', event: ImageEvent) => void) | null = null;
  const listener = (kind: 'progress' | 'done' | 'failed') => (event: ImageEvent) => {
    if (settle) settle(kind, event);
    else if (kind !== 'progress' || !early.has(event.id)) early.set(event.id, { kind, event });
  };
  const handlers = {
    'image:progress': listener('progress'),
    'image:done': listener('done'),
    'image:failed': listener('failed'),
  };
  Object.entries(handlers).forEach(([name, handler]) => socket?.on(name, handler));
  let poll: ReturnType<typeof setInterval> | undefined;
  try {
    const form = new FormData();
    form.append(target.field, file);
    const accepted = await uploadWithProgress<Record<string, unknown>>(
      target.path,
      form,
      (fraction) => onProgress({ phase: 'uploading', percent: Math.round(fraction * 100) }),
      signal,
    );
    onProgress({ phase: 'processing', percent: 0 });
    const id = target.idOf(accepted);
    const image = { id, url: typeof accepted.url === 'string' ? accepted.url : `/api/files/${id}` };
    return await new Promise<UploadedImage>((resolve, reject) => {
      settle = (kind, event) => {
        if (event.id !== image.id) return;
        if (kind === 'progress') onProgress({ phase: 'processing', percent: event.progress ?? 0 });
        else if (kind === 'done') resolve(image);
        else reject(new ApiError(422, event.code ?? 'file.corrupt', event.message ?? ''));
      };
      const seen = early.get(image.id);
      if (seen) settle(seen.kind, seen.event);
      poll = setInterval(() => {
        fetch(image.url, { method: 'HEAD', headers: apiHeaders(), signal })
          .then((response) => {
            if (response.status === 200) resolve(image);
            else if (response.status >= 400) reject(ApiError.fromBody(response.status, null));
          })
          .catch(() => undefined);
      }, POLL_MS);
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
        once: true,
      });
    });
  } finally {
    clearInterval(poll);
    Object.entries(handlers).forEach(([name, handler]) => socket?.off(name, handler));
  }
}
