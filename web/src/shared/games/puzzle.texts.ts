import { createTexts, type SameKeys } from '../texts';

const pt = {
  tile: 'Peça {{n}}, posição {{place}}',
  selected: 'selecionada',
  swapsLeft: 'Trocas restantes: {{count}}',
  help: 'Escolha uma peça e depois outra para trocá-las. Use as setas e Enter pelo teclado.',
  helpTouch: 'Toque numa peça e depois noutra para trocá-las.',
  preview: 'A imagem montada',
  inPlace: 'Peças no lugar: {{count}} de 9',
};
const en: SameKeys<typeof pt> = {
  tile: 'Piece {{n}}, position {{place}}',
  selected: 'selected',
  swapsLeft: 'Swaps left: {{count}}',
  help: 'Choose a piece, then another, to swap them. Use the arrow keys and Enter on the keyboard.',
  helpTouch: 'Tap a piece, then another, to swap them.',
  preview: 'The finished picture',
  inPlace: 'Pieces in place: {{count}} of 9',
};
const es: SameKeys<typeof pt> = {
  tile: 'Pieza {{n}}, posición {{place}}',
  selected: 'seleccionada',
  swapsLeft: 'Cambios restantes: {{count}}',
  help: 'Elija una pieza y luego otra para intercambiarlas. Use las flechas y Enter con el teclado.',
  helpTouch: 'Toque una pieza y luego otra para intercambiarlas.',
  preview: 'La imagen armada',
  inPlace: 'Piezas en su lugar: {{count}} de 9',
};

/** `t` for the puzzle game (`playPuzzle.<key>`). */
export const usePuzzleTexts = createTexts('playPuzzle', { pt, en, es });
