/**
 * The messages of the files context (uploads, images, quotas), by code, in pt, en and es. It
 * imports nothing, so the kernel can compose it into the one catalogue (`MESSAGES`,
 * `translate`) without a package cycle.
 */
export const FILES_MESSAGES = {
  'file.unsupported': {
    status: 400,
    pt: 'Formato de imagem não suportado. Envie jpg, jpeg, png ou webp.',
    en: 'Unsupported image format. Send jpg, jpeg, png or webp.',
    es: 'Formato de imagen no soportado. Envíe jpg, jpeg, png o webp.',
  },
  'file.corrupt': {
    status: 400,
    pt: 'A imagem está corrompida e não pode ser lida.',
    en: 'The image is corrupt and cannot be read.',
    es: 'La imagen está dañada y no se puede leer.',
  },
  'file.tooManyPixels': {
    status: 400,
    pt: 'A imagem tem dimensões grandes demais.',
    en: 'The image dimensions are too large.',
    es: 'Las dimensiones de la imagen son demasiado grandes.',
  },
  'file.missing': {
    status: 400,
    pt: 'Nenhum arquivo enviado.',
    en: 'No file was sent.',
    es: 'No se envió ningún archivo.',
  },
  'file.onlyOne': {
    status: 400,
    pt: 'Permitido somente 1 imagem.',
    en: 'Only 1 image allowed.',
    es: 'Solo se permite 1 imagen.',
  },
  // upload limits (per user: uploads per minute, bytes kept)
  'file.tooManyUploads': {
    status: 429,
    pt: 'Muitos envios de arquivos em pouco tempo. Tente novamente em {seconds} segundos.',
    en: 'Too many file uploads in a short time. Try again in {seconds} seconds.',
    es: 'Demasiados envíos de archivos en poco tiempo. Intente de nuevo en {seconds} segundos.',
  },
  'file.quotaExceeded': {
    status: 413,
    pt: 'Seu espaço de {quota} MB para arquivos está cheio. Envie um arquivo menor ou aguarde a remoção dos arquivos que não são mais usados.',
    en: 'Your {quota} MB of file storage is full. Send a smaller file or wait until files no longer in use are removed.',
    es: 'Su espacio de {quota} MB para archivos está lleno. Envíe un archivo más pequeño o espere a que se eliminen los archivos que ya no se usan.',
  },
} as const;
