import { describe, expect, it } from 'vitest';
import { gameSchemas } from './game-forms.contracts.js';
import type { GameValues } from './game-values.contracts.js';
import { fromQuestions, type GameQuestions, toQuestions } from './game-questions.contracts.js';

const ref = (n: number) => `/api/files/img-${n}`;
const text = (dscResposta: string, indRespostaCorreta: 'S' | 'N' = 'S') => ({
  dscResposta,
  imgResposta: null,
  indRespostaCorreta,
});
const image = (imgResposta: string, indRespostaCorreta: 'S' | 'N' = 'S') => ({
  dscResposta: null,
  imgResposta,
  indRespostaCorreta,
});

/** Each form's values and the questions and answers they are stored as (decision 0027). */
const cases: [string, GameValues<string>, GameQuestions['perguntas']][] = [
  [
    'short answer (1): the question, its one answer',
    { codTrlJogo: 1, question: 'Capital do Brasil?', answer: 'Brasília' },
    [{ dscPergunta: 'Capital do Brasil?', imgPergunta: null, respostas: [text('Brasília')] }],
  ],
  [
    'image set (2): each image as the question and its answer (a pair)',
    { codTrlJogo: 2, images: [ref(1), ref(2), ref(3), ref(4)] },
    [1, 2, 3, 4].map((n) => ({ dscPergunta: null, imgPergunta: ref(n), respostas: [image(ref(n))] })),
  ],
  [
    'four hints (3): each hint a question, its image the answer',
    { codTrlJogo: 3, hints: ['a', 'b', 'c', 'd'], images: [ref(1), ref(2), ref(3), ref(4)] },
    ['a', 'b', 'c', 'd'].map((hint, i) => ({
      dscPergunta: hint,
      imgPergunta: null,
      respostas: [image(ref(i + 1))],
    })),
  ],
  [
    'matching images (4): group 1 the questions, group 2 their answers',
    { codTrlJogo: 4, group1: [ref(1), ref(2)], group2: [ref(11), ref(12)] },
    [
      { dscPergunta: null, imgPergunta: ref(1), respostas: [image(ref(11))] },
      { dscPergunta: null, imgPergunta: ref(2), respostas: [image(ref(12))] },
    ],
  ],
  [
    'puzzle (5): the image as the question and the solved answer',
    { codTrlJogo: 5, images: [ref(7)] },
    [{ dscPergunta: null, imgPergunta: ref(7), respostas: [image(ref(7))] }],
  ],
  [
    'quiz (6): the question and its image, four text answers',
    {
      codTrlJogo: 6,
      question: 'Qual é azul?',
      image: ref(3),
      answers: [
        { dscResposta: 'céu', indRespostaCorreta: 'S' },
        { dscResposta: 'sol', indRespostaCorreta: 'N' },
        { dscResposta: 'grama', indRespostaCorreta: 'N' },
        { dscResposta: 'terra', indRespostaCorreta: 'N' },
      ],
    },
    [
      {
        dscPergunta: 'Qual é azul?',
        imgPergunta: ref(3),
        respostas: [text('céu'), text('sol', 'N'), text('grama', 'N'), text('terra', 'N')],
      },
    ],
  ],
  [
    'true or false (7): each statement with the answers S and N, the right one marked',
    {
      codTrlJogo: 7,
      questions: [
        { dscPergunta: 'O sol é uma estrela', indRespostaCorreta: 'S' },
        { dscPergunta: 'A lua é um planeta', indRespostaCorreta: 'N' },
      ],
    },
    [
      { dscPergunta: 'O sol é uma estrela', imgPergunta: null, respostas: [text('S'), text('N', 'N')] },
      { dscPergunta: 'A lua é um planeta', imgPergunta: null, respostas: [text('S', 'N'), text('N')] },
    ],
  ],
  [
    'image groups (8): each group a question, its images the answers',
    {
      codTrlJogo: 8,
      groups: [
        [ref(1), ref(2)],
        [ref(3), ref(4), ref(5)],
      ],
    },
    [
      { dscPergunta: null, imgPergunta: null, respostas: [image(ref(1)), image(ref(2))] },
      { dscPergunta: null, imgPergunta: null, respostas: [image(ref(3)), image(ref(4)), image(ref(5))] },
    ],
  ],
  [
    'complete the sentence (9): the sentence, its words (S) in order, then the wrong ones (N)',
    { codTrlJogo: 9, sentence: 'O * nasce no *.', words: ['sol', 'leste'], wrongWords: ['lua', 'oeste'] },
    [
      {
        dscPergunta: 'O * nasce no *.',
        imgPergunta: null,
        respostas: [text('sol'), text('leste'), text('lua', 'N'), text('oeste', 'N')],
      },
    ],
  ],
  [
    'image quiz (10): the question, four image answers',
    {
      codTrlJogo: 10,
      question: 'Qual é o gato?',
      answers: [1, 2, 3, 4].map((n) => ({ imgResposta: ref(n), indRespostaCorreta: n === 2 ? 'S' : 'N' })),
    },
    [
      {
        dscPergunta: 'Qual é o gato?',
        imgPergunta: null,
        respostas: [image(ref(1), 'N'), image(ref(2)), image(ref(3), 'N'), image(ref(4), 'N')],
      },
    ],
  ],
];

describe('a game’s form and its stored questions and answers', () => {
  it.each(cases)('%s', (_name, values, perguntas) => {
    expect(gameSchemas.game.parse(values)).toEqual(values);
    const stored = toQuestions(values);
    expect(stored).toEqual({ codTrlJogo: values.codTrlJogo, perguntas });
    expect(fromQuestions(stored)).toEqual(values);
  });

  it('covers every game', () => {
    expect(cases.map(([, values]) => values.codTrlJogo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('puts questions in images only for 2, 4, 5 and 6, answers in images only for 2, 3, 4, 5, 8 and 10', () => {
    const withImages = (pick: (q: GameQuestions['perguntas'][number]) => boolean) =>
      cases.filter(([, , perguntas]) => perguntas.some(pick)).map(([, values]) => values.codTrlJogo);
    expect(withImages((q) => q.imgPergunta !== null)).toEqual([2, 4, 5, 6]);
    expect(withImages((q) => q.respostas.some((a) => a.imgResposta !== null))).toEqual([2, 3, 4, 5, 8, 10]);
  });

  it('keeps the picked files as they are, to be uploaded afterwards', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(toQuestions({ codTrlJogo: 5, images: [file] }).perguntas[0]).toEqual({
      dscPergunta: null,
      imgPergunta: file,
      respostas: [{ dscResposta: null, imgResposta: file, indRespostaCorreta: 'S' }],
    });
  });

  it('reads an empty stored game as an empty form', () => {
    expect(fromQuestions({ codTrlJogo: 1, perguntas: [] })).toEqual({
      codTrlJogo: 1,
      question: '',
      answer: '',
    });
    expect(fromQuestions({ codTrlJogo: 9, perguntas: [] })).toEqual({
      codTrlJogo: 9,
      sentence: '',
      words: [],
      wrongWords: [],
    });
  });
});
