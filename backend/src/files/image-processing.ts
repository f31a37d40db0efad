import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { DomainError, type RefusalCode } from '@school/modules/kernel';
import type { ImageMime } from './image-events.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a small file can declare a huge canvas; 40 MP is far above any camera photo we need. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const SCALED_MAX_WIDTH = 480;
export const SCALED_MAX_HEIGHT = 640;

// file-type calls an animated PNG `image/apng`; it is a PNG and is scaled from its first frame.
const ACCEPTED: Record<string, ImageMime> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
};
const SHARP_FORMATS: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Which formats an upload accepts, and the refusal for any other (by content, never by name). */
export interface ImagePolicy {
  accept: readonly ImageMime[];
  unsupported: RefusalCode;
}

/** Every format the scaling job reads: jpg, png, webp. */
export const ANY_IMAGE: ImagePolicy = {
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  unsupported: 'file.unsupported',
};

export interface InspectedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

/**
 * The upload check: the type by content (never by name) against the policy, then the header as
 * sharp reads it, with the pixel limit. Every refusal is a DomainError (400), never a crash.
 */
export async function inspectImage(
  buffer: Uint8Array,
  policy: ImagePolicy = ANY_IMAGE,
): Promise<InspectedImage> {
  const type = await fileTypeFromBuffer(buffer);
  const mime = type ? ACCEPTED[type.mime] : undefined;
  if (!mime || !policy.accept.includes(mime)) throw new DomainError(policy.unsupported);
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new DomainError('file.tooManyPixels');
    throw new DomainError('file.corrupt');
  }
  if (metadata.format !== SHARP_FORMATS[mime]) throw new DomainError(policy.unsupported);
  const { width, height } = metadata;
  if (!width || !height) throw new DomainError('file.corrupt');
  if (width * height > MAX_INPUT_PIXELS) throw new DomainError('file.tooManyPixels');
  return { mime, width, height };
}

export interface ScaledImage {
  data: Buffer;
  width: number;
  height: number;
  size: number;
}

/**
 * The scaled copy the web shows: upright (EXIF orientation applied), first frame of an
 * animation, transparency flattened on white, sRGB (CMYK converted through a profile, not
 * inverted), at most 480 x 640 and never enlarged, baseline JPEG.
 * `failOn: 'error'` accepts the harmless warnings many camera files carry but refuses data
 * that does not decode (a truncated PNG): sharp then throws, and the caller rejects the file.
 */
export async function scaleImage(input: Uint8Array | string): Promise<ScaledImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize({ width: SCALED_MAX_WIDTH, height: SCALED_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, size: info.size };
}
