import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

/** One stream per uploaded file: `file-<uuid>`. Revision 0 is the upload; revision 1 its outcome. */
export function fileStream(id: string): string {
  return `file-${id}`;
}

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export interface ImageUploaded {
  id: string;
  /** The uploader: it may always read the file, and the file counts against its quota. */
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

/**
 * The file is gone: nothing referenced it for the grace period, so the orphan sweep removed the
 * original and the scaled copy. Final: the stream stays, for the audit, and the id answers 404.
 */
export interface FileDeleted {
  id: string;
  reason: 'orphan';
}

export type FileEvent =
  | DomainEvent<'ImageUploaded', ImageUploaded>
  | DomainEvent<'ImageScaled', ImageScaled>
  | DomainEvent<'ImageRejected', ImageRejected>
  | DomainEvent<'FileDeleted', FileDeleted>;

/** Tells a file stream's events from others (typed reads: `readStreamOf(store, stream, isFileEvent)`). */
export const isFileEvent = eventGuard<FileEvent>({
  ImageUploaded: true,
  ImageScaled: true,
  ImageRejected: true,
  FileDeleted: true,
});

/**
 * What each file event holds (decision 0061): the name the uploader's device gave the file
 * (often a person's name) is sealed with the uploader's key. The image itself is a file in
 * FILES_DIR, not an event field.
 */
export const filePrivacy = privacyRegister<FileEvent>({
  ImageUploaded: {
    fields: {
      id: 'technical',
      ownerId: 'technical',
      originalName: 'text',
      mime: 'technical',
      size: 'technical',
      width: 'technical',
      height: 'technical',
    },
    owner: (data) => userKeyOwner(data.ownerId),
    ownerIs: 'the uploader (`ownerId`)',
    why: 'the name the uploaded file had',
  },
  ImageScaled: { fields: { id: 'technical', width: 'technical', height: 'technical', size: 'technical' } },
  ImageRejected: { fields: { id: 'technical', code: 'technical' } },
  FileDeleted: { fields: { id: 'technical', reason: 'technical' } },
});
