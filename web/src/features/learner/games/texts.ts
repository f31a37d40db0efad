import { createTexts, type SameKeys } from '../../../shared/texts';

/** The texts every game shares (`play.`); each game's own texts are in its own file. */
const pt = {
  check: 'Verificar',
  won: 'Parabéns! Você acertou.',
  lost: 'Não foi desta vez.',
  score: 'Acertos: {{percent}}%',
  retry: 'Jogar de novo',
  correct: 'Correto!',
  wrong: 'Errado.',
  imageN: 'Imagem {{n}}',
  attemptsLeft: 'Tentativas restantes: {{count}}',
  dealing: 'Preparando a rodada...',
};

const en: SameKeys<typeof pt> = {
  check: 'Check',
  won: 'Well done! You got it.',
  lost: 'Not this time.',
  score: 'Score: {{percent}}%',
  retry: 'Play again',
  correct: 'Correct!',
  wrong: 'Wrong.',
  imageN: 'Image {{n}}',
  attemptsLeft: 'Attempts left: {{count}}',
  dealing: 'Preparing the round...',
};

const es: SameKeys<typeof pt> = {
  check: 'Verificar',
  won: '¡Felicidades! Acertaste.',
  lost: 'No fue esta vez.',
  score: 'Aciertos: {{percent}}%',
  retry: 'Jugar de nuevo',
  correct: '¡Correcto!',
  wrong: 'Incorrecto.',
  imageN: 'Imagen {{n}}',
  attemptsLeft: 'Intentos restantes: {{count}}',
  dealing: 'Preparando la ronda...',
};

/** `t` for the texts the games share (`play.<key>`). */
export const usePlayTexts = createTexts('play', { pt, en, es });
