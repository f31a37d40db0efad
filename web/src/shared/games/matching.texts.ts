import { createTexts, type SameKeys } from '../texts';

const pt = {
  left: 'Imagem {{n}} da esquerda',
  right: 'Imagem {{n}} da direita',
  linkedTo: 'ligada à {{n}}',
  help: 'Escolha uma imagem de um lado e depois o seu par do outro. Escolha de novo uma imagem ligada para desfazer.',
  helpTouch:
    'Toque numa imagem de um lado e depois no seu par do outro. Toque de novo numa imagem ligada para desfazer.',
  links: 'Ligações: {{count}} de {{total}}',
};
const en: SameKeys<typeof pt> = {
  left: 'Left image {{n}}',
  right: 'Right image {{n}}',
  linkedTo: 'linked to {{n}}',
  help: 'Choose an image on one side, then its partner on the other. Choose a linked image again to undo.',
  helpTouch: 'Tap an image on one side, then its partner on the other. Tap a linked image again to undo.',
  links: 'Links: {{count}} of {{total}}',
};
const es: SameKeys<typeof pt> = {
  left: 'Imagen {{n}} de la izquierda',
  right: 'Imagen {{n}} de la derecha',
  linkedTo: 'unida a la {{n}}',
  help: 'Elija una imagen de un lado y luego su pareja del otro. Elija de nuevo una imagen unida para deshacer.',
  helpTouch:
    'Toque una imagen de un lado y luego su pareja del otro. Toque de nuevo una imagen unida para deshacer.',
  links: 'Uniones: {{count}} de {{total}}',
};

/** `t` for the connect-the-dots game (`playMatching.<key>`). */
export const useMatchingTexts = createTexts('playMatching', { pt, en, es });
