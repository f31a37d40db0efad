import type { ImagePolicy } from '@school/backend/files/image-processing';

/** The spec's avatar: jpeg or png, checked by content; anything else is "A imagem deve ser jpeg ou png.". */
export const AVATAR_IMAGES: ImagePolicy = {
  accept: ['image/jpeg', 'image/png'],
  unsupported: 'avatar.format',
};
