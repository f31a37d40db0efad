import type { ImagePolicy } from '../files/image-processing.js';

/** The spec's avatar: jpeg or png, checked by content; anything else is "A imagem deve ser jpeg ou png.". */
export const AVATAR_IMAGES: ImagePolicy = {
  accept: ['image/jpeg', 'image/png'],
  unsupported: 'avatar.format',
};
