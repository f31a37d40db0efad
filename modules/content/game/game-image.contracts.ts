import { z } from 'zod';

/**
 * An image of a game as its form holds it. Stored games hold references to uploaded files
 * (`/api/files/<id>`, the `url` that POST /api/files/images answers); the client's form also
 * holds the files just picked, so that their format is checked (by MIME type) before any upload.
 * A JSON body can never carry a `File`, so the server's schemas take references only.
 */
export type GameImage = string | File;

/** Where an uploaded image is served: what POST /api/files/images answers as `url`. */
export const IMAGE_REF = /^\/api\/files\/[A-Za-z0-9-]+$/;

/** The formats the upload route takes (jpg is image/jpeg); the spec's generic image rule. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The formats where a game form says "jpeg e png" (image quiz, matching images). */
export const JPEG_PNG_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** A reference to an uploaded image. */
export const imageRefSchema = z
  .string({ error: 'generic.invalid' })
  .regex(IMAGE_REF, { error: 'generic.invalid' });

/** A file picked in the browser and not uploaded yet. */
export const pickedImageSchema = z.custom<File>(
  (value) => typeof File !== 'undefined' && value instanceof File,
  {
    error: 'generic.invalid',
  },
);

/** The client's image: a reference, or a picked file. */
export const formImageSchema = z.union([imageRefSchema, pickedImageSchema], { error: 'generic.invalid' });

/** Whether an image has a format outside `types` (references were checked by the upload route). */
export function hasBadFormat(image: GameImage, types: readonly string[]): boolean {
  return typeof image !== 'string' && !types.includes(image.type);
}
