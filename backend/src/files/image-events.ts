import type { ImageMime } from '@school/modules/files';
import { deterministicId } from '../jobs/deterministic-id.js';

export {
  fileStream,
  type FileDeleted,
  type ImageMime,
  type ImageRejected,
  type ImageScaled,
  type ImageUploaded,
} from '@school/modules/files';

export const EXTENSION: Record<ImageMime, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Derived from the file id, so every attempt of the job appends the very same event. */
export const scaledEventId = (id: string) => deterministicId(`${id}:scaled`);
export const rejectedEventId = (id: string) => deterministicId(`${id}:rejected`);
export const deletedEventId = (id: string) => deterministicId(`${id}:deleted`);

export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}
