import type { GameCode, GameValuesOf } from '@school/modules/content/contracts';

/** Plain URLs: `AuthImage` shows them as they are (no token, no fetch). */
export const IMG = (n: number) => `https://images.test/${n}.jpg`;

/** One game of each kind, as the player receives it. */
export const SAMPLE_GAMES: { [C in GameCode]: GameValuesOf<C, string> } = {
  1: { codTrlJogo: 1, question: 'Animal que mia', answer: 'Gato' },
  2: { codTrlJogo: 2, images: [IMG(1), IMG(2), IMG(3), IMG(4)] },
  3: { codTrlJogo: 3, hints: ['Tem asas', 'Late', 'Mia', 'Nada'], images: [IMG(1), IMG(2), IMG(3), IMG(4)] },
  4: { codTrlJogo: 4, group1: [IMG(1), IMG(2), IMG(3)], group2: [IMG(4), IMG(5), IMG(6)] },
  5: { codTrlJogo: 5, images: [IMG(1)] },
  6: {
    codTrlJogo: 6,
    question: 'Qual é o maior planeta?',
    image: null,
    answers: [
      { dscResposta: 'Terra', indRespostaCorreta: 'N' },
      { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
      { dscResposta: 'Marte', indRespostaCorreta: 'N' },
      { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
    ],
  },
  7: {
    codTrlJogo: 7,
    questions: [
      { dscPergunta: 'A água ferve a 100 °C ao nível do mar.', indRespostaCorreta: 'S' },
      { dscPergunta: 'O Sol gira em torno da Terra.', indRespostaCorreta: 'N' },
    ],
  },
  8: {
    codTrlJogo: 8,
    groups: [
      [IMG(1), IMG(2)],
      [IMG(3), IMG(4)],
    ],
  },
  9: {
    codTrlJogo: 9,
    sentence: 'O * é o maior * do Brasil.',
    words: ['Amazonas', 'rio'],
    wrongWords: ['mar'],
  },
  10: {
    codTrlJogo: 10,
    question: 'Qual é o gato?',
    answers: [
      { imgResposta: IMG(1), indRespostaCorreta: 'N' },
      { imgResposta: IMG(2), indRespostaCorreta: 'N' },
      { imgResposta: IMG(3), indRespostaCorreta: 'S' },
      { imgResposta: IMG(4), indRespostaCorreta: 'N' },
    ],
  },
};
