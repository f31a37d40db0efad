import { createTexts, type SameKeys } from '../texts';

const pt = {
  blank: 'Lacuna {{n}}: {{word}}',
  empty: 'vazia',
  bank: 'Palavras',
  help: 'Escolha uma lacuna e depois uma palavra. Clique numa lacuna preenchida para esvaziá-la.',
  helpTouch: 'Toque numa lacuna e depois numa palavra. Toque numa lacuna preenchida para esvaziá-la.',
};
const en: SameKeys<typeof pt> = {
  blank: 'Blank {{n}}: {{word}}',
  empty: 'empty',
  bank: 'Words',
  help: 'Choose a blank, then a word. Click a filled blank to empty it.',
  helpTouch: 'Tap a blank, then a word. Tap a filled blank to empty it.',
};
const es: SameKeys<typeof pt> = {
  blank: 'Espacio {{n}}: {{word}}',
  empty: 'vacío',
  bank: 'Palabras',
  help: 'Elija un espacio y luego una palabra. Haga clic en un espacio lleno para vaciarlo.',
  helpTouch: 'Toque un espacio y luego una palabra. Toque un espacio lleno para vaciarlo.',
};

/** `t` for the complete-the-sentence game (`playSentence.<key>`). */
export const useSentenceTexts = createTexts('playSentence', { pt, en, es });
