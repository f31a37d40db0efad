import { deterministicId } from '../jobs/deterministic-id.js';

/** One stream per uploaded file: `file-<uuid>`. Revision 0 is the upload; revision 1 its outcome. */
export function fileStream(id: string): string {
  return `file-${id}`;
}

export interface ImageUploaded {
  id: string;
  ownerId: number;
  originalName: string;
  mime: ImageMime;
  size: number;
  width: number;
  height: number;
}

/** The scaled JPEG is at `${FILES_DIR}/scaled/<id>.jpg`. */
export interface ImageScaled {
  id: string;
  width: number;
  height: number;
  size: number;
}

/** The image could not be decoded: a final outcome, the job is never retried. */
export interface ImageRejected {
  id: string;
  code: 'file.corrupt';
}

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSION: Record<ImageMime, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Derived from the file id, so every attempt of the job appends the very same event. */
export const scaledEventId = (id: string) => deterministicId(`${id}:scaled`);
export const rejectedEventId = (id: string) => deterministicId(`${id}:rejected`);

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}
