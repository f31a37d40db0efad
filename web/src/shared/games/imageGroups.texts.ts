import { createTexts, type SameKeys } from '../texts';

const pt = {
  group: 'Grupo {{n}}',
  model: 'Modelo do grupo {{n}}',
  pool: 'Imagens para separar',
  pick: 'Imagem {{n}}',
  placeIn: 'Colocar no grupo {{n}}',
  takeBack: 'Tirar a imagem {{n}} do grupo',
  help: 'Escolha uma imagem e depois o grupo da imagem modelo parecida.',
  helpTouch: 'Toque numa imagem e depois no botão do grupo da imagem modelo parecida.',
  wrongMark: 'no grupo errado',
};
const en: SameKeys<typeof pt> = {
  group: 'Group {{n}}',
  model: 'Model of group {{n}}',
  pool: 'Images to sort',
  pick: 'Image {{n}}',
  placeIn: 'Put in group {{n}}',
  takeBack: 'Take image {{n}} out of its group',
  help: 'Choose an image, then the group whose model image it goes with.',
  helpTouch: 'Tap an image, then the button of the group whose model image it goes with.',
  wrongMark: 'in the wrong group',
};
const es: SameKeys<typeof pt> = {
  group: 'Grupo {{n}}',
  model: 'Modelo del grupo {{n}}',
  pool: 'Imágenes para separar',
  pick: 'Imagen {{n}}',
  placeIn: 'Poner en el grupo {{n}}',
  takeBack: 'Sacar la imagen {{n}} del grupo',
  help: 'Elija una imagen y luego el grupo cuya imagen modelo se le parece.',
  helpTouch: 'Toque una imagen y luego el botón del grupo cuya imagen modelo se le parece.',
  wrongMark: 'en el grupo equivocado',
};

/** `t` for the image-groups game (`playGroups.<key>`). */
export const useGroupsTexts = createTexts('playGroups', { pt, en, es });
