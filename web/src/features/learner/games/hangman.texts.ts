import { createTexts, type SameKeys } from '../../../shared/texts';

const pt = {
  hint: 'Dica',
  letter: 'Letra {{letter}}',
  word: 'Palavra: {{word}}',
  wrongLeft: 'Erros restantes: {{count}}',
  typeHelp: 'Clique nas letras ou digite no teclado.',
  drawing: 'Forca com {{count}} de 6 erros',
};
const en: SameKeys<typeof pt> = {
  hint: 'Hint',
  letter: 'Letter {{letter}}',
  word: 'Word: {{word}}',
  wrongLeft: 'Mistakes left: {{count}}',
  typeHelp: 'Click the letters or type on the keyboard.',
  drawing: 'Gallows with {{count}} of 6 mistakes',
};
const es: SameKeys<typeof pt> = {
  hint: 'Pista',
  letter: 'Letra {{letter}}',
  word: 'Palabra: {{word}}',
  wrongLeft: 'Errores restantes: {{count}}',
  typeHelp: 'Haga clic en las letras o escriba en el teclado.',
  drawing: 'Horca con {{count}} de 6 errores',
};

/** `t` for the hangman game (`playHangman.<key>`). */
export const useHangmanTexts = createTexts('playHangman', { pt, en, es });
