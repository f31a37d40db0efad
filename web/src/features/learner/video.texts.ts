import { createTexts, type SameKeys } from '../../shared/texts';

/**
 * A video that could not load (`playerVideo.`): a school network often blocks the embedded player;
 * offline, an embedded or linked video cannot be kept on the device (decision 0078).
 */
const pt = {
  failed: 'Não foi possível carregar o vídeo.',
  openElsewhere: 'Abrir o vídeo em outra aba',
  needsInternet: 'Este vídeo precisa de internet.',
};
const en: SameKeys<typeof pt> = {
  failed: 'The video could not be loaded.',
  openElsewhere: 'Open the video in another tab',
  needsInternet: 'This video needs an internet connection.',
};
const es: SameKeys<typeof pt> = {
  failed: 'No se pudo cargar el video.',
  openElsewhere: 'Abrir el video en otra pestaña',
  needsInternet: 'Este video necesita internet.',
};

/** `t` for a video's load failure (`playerVideo.<key>`). */
export const useVideoTexts = createTexts('playerVideo', { pt, en, es });
