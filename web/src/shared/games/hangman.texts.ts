import { createTexts, type SameKeys } from '../texts';

const pt = {
  hint: 'Dica',
  letter: 'Letra {{letter}}',
  word: 'Palavra: {{word}}',
  wrongLeft: 'Erros restantes: {{count}}',
  typeHelp: 'Clique nas letras ou digite no teclado.',
  typeHelpTouch: 'Toque nas letras para adivinhar a palavra.',
  drawing: 'Forca com {{count}} de 6 erros',
};
const en: SameKeys<typeof pt> = {
  hint: 'Hint',
  letter: 'Letter {{letter}}',
  word: 'Word: {{word}}',
  wrongLeft: 'Mistakes left: {{count}}',
  typeHelp: 'Click the letters or type on the keyboard.',
  typeHelpTouch: 'Tap the letters to guess the word.',
  drawing: 'Gallows with {{count}} of 6 mistakes',
};
const es: SameKeys<typeof pt> = {
  hint: 'Pista',
  letter: 'Letra {{letter}}',
  word: 'Palabra: {{word}}',
  wrongLeft: 'Errores restantes: {{count}}',
  typeHelp: 'Haga clic en las letras o escriba en el teclado.',
  typeHelpTouch: 'Toque las letras para adivinar la palabra.',
  drawing: 'Horca con {{count}} de 6 errores',
};

/** `t` for the hangman game (`playHangman.<key>`). */
export const useHangmanTexts = createTexts('playHangman', { pt, en, es });
