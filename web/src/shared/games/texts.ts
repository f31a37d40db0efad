import { createTexts, type SameKeys } from '../texts';

/** The texts every game shares (`play.`); each game's own texts are in its own file. */
const pt = {
  check: 'Verificar',
  won: 'Parabéns! Você acertou.',
  lost: 'Não foi desta vez.',
  retry: 'Jogar de novo',
  correct: 'Correto!',
  wrong: 'Errado.',
  imageN: 'Imagem {{n}}',
  dealing: 'Preparando a rodada...',
  saved: 'Rodada salva neste aparelho.',
  savedLater: 'Ela será pontuada quando a conexão voltar.',
};

const en: SameKeys<typeof pt> = {
  check: 'Check',
  won: 'Well done! You got it.',
  lost: 'Not this time.',
  retry: 'Play again',
  correct: 'Correct!',
  wrong: 'Wrong.',
  imageN: 'Image {{n}}',
  dealing: 'Preparing the round...',
  saved: 'Round saved on this device.',
  savedLater: 'It will be scored when the connection returns.',
};

const es: SameKeys<typeof pt> = {
  check: 'Verificar',
  won: '¡Felicidades! Acertaste.',
  lost: 'No fue esta vez.',
  retry: 'Jugar de nuevo',
  correct: '¡Correcto!',
  wrong: 'Incorrecto.',
  imageN: 'Imagen {{n}}',
  dealing: 'Preparando la ronda...',
  saved: 'Ronda guardada en este dispositivo.',
  savedLater: 'Se puntuará cuando vuelva la conexión.',
};

/** `t` for the texts the games share (`play.<key>`). */
export const usePlayTexts = createTexts('play', { pt, en, es });
