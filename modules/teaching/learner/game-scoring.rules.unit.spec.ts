import { describe, expect, it } from 'vitest';
import { type GameValues, toQuestions } from '@school/modules/content/contracts';
import { memoryMistakesToLose } from './game-play.contracts.js';
import { checkPick, drawBoard, scoreRound, solutionOf, toPlayerGame } from './game-scoring.rules.js';

const img = (n: number) => `/api/files/img-${n}`;
const stored = (values: GameValues<string>) => toQuestions<string>(values);

/** One game of each kind (decision 0027's form values). */
const GAMES = {
  hangman: stored({ codTrlJogo: 1, question: 'Animal que mia', answer: 'Gatão' }),
  memory: stored({ codTrlJogo: 2, images: [img(1), img(2), img(3), img(4)] }),
  maze: stored({ codTrlJogo: 3, hints: ['a', 'b', 'c', 'd'], images: [img(1), img(2), img(3), img(4)] }),
  matching: stored({ codTrlJogo: 4, group1: [img(1), img(2), img(3)], group2: [img(4), img(5), img(6)] }),
  puzzle: stored({ codTrlJogo: 5, images: [img(1)] }),
  quiz: stored({
    codTrlJogo: 6,
    question: 'Qual é o maior planeta?',
    image: null,
    answers: [
      { dscResposta: 'Terra', indRespostaCorreta: 'N' },
      { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
      { dscResposta: 'Marte', indRespostaCorreta: 'N' },
      { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
    ],
  }),
  trueOrFalse: stored({
    codTrlJogo: 7,
    questions: [
      { dscPergunta: 'A água ferve a 100 °C.', indRespostaCorreta: 'S' },
      { dscPergunta: 'O Sol gira em torno da Terra.', indRespostaCorreta: 'N' },
    ],
  }),
  groups: stored({
    codTrlJogo: 8,
    groups: [
      [img(1), img(2), img(3)],
      [img(4), img(5)],
    ],
  }),
  sentence: stored({
    codTrlJogo: 9,
    sentence: 'O * é o maior * do Brasil.',
    words: ['Amazonas', 'rio'],
    wrongWords: ['mar'],
  }),
  imageQuiz: stored({
    codTrlJogo: 10,
    question: 'Qual é o gato?',
    answers: [
      { imgResposta: img(1), indRespostaCorreta: 'N' },
      { imgResposta: img(2), indRespostaCorreta: 'N' },
      { imgResposta: img(3), indRespostaCorreta: 'S' },
      { imgResposta: img(4), indRespostaCorreta: 'N' },
    ],
  }),
};

describe("a student's copy of a game", () => {
  it.each(Object.entries(GAMES))('%s carries no correctness mark', (_, game) => {
    const copy = JSON.stringify(toPlayerGame(game));
    expect(copy).not.toMatch(/indRespostaCorreta/);
  });

  it('hangman gets the shape of the word, never the word', () => {
    expect(toPlayerGame(stored({ codTrlJogo: 1, question: 'q', answer: 'Guarda-chuva' }))).toEqual({
      codTrlJogo: 1,
      question: 'q',
      shape: '______-_____',
    });
  });

  it('the maze, group 2, image groups, the word bank and the quizzes come in the order the server draws', () => {
    const last = () => 0; // Fisher–Yates with 0 moves every item
    expect(toPlayerGame(GAMES.maze, last)).toMatchObject({ images: [img(2), img(3), img(4), img(1)] });
    expect(toPlayerGame(GAMES.groups, last)).toEqual({
      codTrlJogo: 8,
      models: [img(1), img(4)],
      images: [img(3), img(5), img(2)],
    });
    expect(toPlayerGame(GAMES.sentence, last)).toMatchObject({ words: ['rio', 'mar', 'Amazonas'] });
  });
});

describe('the verdict on one pick', () => {
  it('hangman: where the letter shows, accents and case ignored', () => {
    expect(checkPick(GAMES.hangman, 'a')).toEqual({
      right: true,
      letters: [
        { index: 1, char: 'a' },
        { index: 3, char: 'ã' },
      ],
    });
    expect(checkPick(GAMES.hangman, 'Z')).toEqual({ right: false, letters: [] });
  });

  it.each([
    ['maze', GAMES.maze, `2:${img(2)}`, true],
    ['maze', GAMES.maze, `2:${img(3)}`, false],
    ['quiz', GAMES.quiz, 'Júpiter', true],
    ['quiz', GAMES.quiz, 'Terra', false],
    ['true or false', GAMES.trueOrFalse, '2:N', true],
    ['true or false', GAMES.trueOrFalse, '1:N', false],
    ['image quiz', GAMES.imageQuiz, img(3), true],
    ['image quiz', GAMES.imageQuiz, img(1), false],
  ] as const)('%s: %s is %s', (_, game, pick, right) => {
    expect(checkPick(game, pick)).toEqual({ right });
  });

  it.each(['memory', 'matching', 'puzzle', 'groups', 'sentence'] as const)(
    '%s is checked only with its round',
    (name) => {
      expect(checkPick(GAMES[name], '1:x')).toBeNull();
    },
  );
});

describe("a round scored from its answers (decision 0029's rules)", () => {
  it.each([
    ['hangman won with one wrong letter', GAMES.hangman, ['G', 'X', 'A', 'T', 'O'], true, 1 - 1 / 6],
    ['hangman lost at six wrong letters', GAMES.hangman, ['G', 'B', 'C', 'D', 'E', 'F', 'H'], false, 1 / 4],
    ['hangman: a repeated letter counts once', GAMES.hangman, ['G', 'G', 'A', 'T', 'O'], true, 1],
    [
      'maze won with a life lost',
      GAMES.maze,
      [`1:${img(1)}`, `2:${img(3)}`, `2:${img(2)}`, `3:${img(3)}`, `4:${img(4)}`],
      true,
      2 / 3,
    ],
    ['maze lost', GAMES.maze, [`1:${img(1)}`, `2:${img(1)}`, `2:${img(1)}`, `2:${img(1)}`], false, 1 / 4],
    ['maze: a point skipped is wrong', GAMES.maze, [`4:${img(4)}`], false, 0],
    ['matching all right', GAMES.matching, [`1:${img(4)}`, `2:${img(5)}`, `3:${img(6)}`], true, 1],
    ['matching one swapped', GAMES.matching, [`1:${img(4)}`, `2:${img(6)}`, `3:${img(5)}`], false, 1 / 3],
    ['quiz right', GAMES.quiz, ['Júpiter'], true, 1],
    ['quiz wrong, then right', GAMES.quiz, ['Terra', 'Júpiter'], false, 0],
    ['true or false all right', GAMES.trueOrFalse, ['1:S', '2:N'], true, 1],
    ['true or false one wrong', GAMES.trueOrFalse, ['1:S', '2:S'], false, 1 / 2],
    ['true or false: one statement answered twice', GAMES.trueOrFalse, ['1:S', '1:S'], false, 1 / 2],
    ['groups all placed', GAMES.groups, [`1:${img(2)}`, `1:${img(3)}`, `2:${img(5)}`], true, 1],
    ['groups one misplaced', GAMES.groups, [`2:${img(2)}`, `1:${img(3)}`, `2:${img(5)}`], false, 2 / 3],
    [
      'groups: one image placed twice',
      GAMES.groups,
      [`1:${img(2)}`, `1:${img(2)}`, `2:${img(5)}`],
      false,
      2 / 3,
    ],
    ['sentence complete', GAMES.sentence, ['1:Amazonas', '2:rio'], true, 1],
    ['sentence with a wrong word', GAMES.sentence, ['1:Amazonas', '2:mar'], false, 1 / 2],
    ['image quiz right', GAMES.imageQuiz, [img(3)], true, 1],
    ['image quiz wrong', GAMES.imageQuiz, [img(2)], false, 0],
    ['no answers', GAMES.quiz, [], false, 0],
  ] as const)('%s', (_, game, answers, won, score) => {
    const result = scoreRound(game, answers);
    expect(result.won).toBe(won);
    expect(result.score).toBeCloseTo(score, 3);
    expect(result.verdicts).toHaveLength(answers.length);
  });

  it('says which answer of the round was right', () => {
    expect(scoreRound(GAMES.matching, [`1:${img(4)}`, `2:${img(6)}`, `3:${img(5)}`]).verdicts).toEqual([
      true,
      false,
      false,
    ]);
  });
});

/** A memory board: the image on each of the eight cards (images 0 to 3, two cards each). */
const CARDS = [2, 0, 3, 1, 0, 2, 1, 3];
/** A puzzle's starting order: pieces 0 and 1 swapped. */
const START = [1, 0, 2, 3, 4, 5, 6, 7, 8];

describe('a round of memory or the puzzle, on the board the server drew (decision 0057)', () => {
  it('draws each image on two cards, and a puzzle with no piece in its place, the same for the same random', () => {
    const seeded = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const cards = drawBoard(GAMES.memory, seeded(7));
    expect([...cards].sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(drawBoard(GAMES.memory, seeded(7))).toEqual(cards);
    // Fisher–Yates with the last choice each time leaves the order as it was: drawn again.
    let calls = 0;
    const solvedFirst = () => (calls++ < 8 ? 0.999 : 0);
    const order = drawBoard(GAMES.puzzle, solvedFirst);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(order).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const seed of [1, 2, 3, 4, 5])
      expect(drawBoard(GAMES.puzzle, seeded(seed)).filter((piece, place) => piece === place)).toEqual([]);
    expect(drawBoard(GAMES.quiz, Math.random)).toEqual([]);
  });

  it.each([
    ['memory won: each pair of cards turned', GAMES.memory, CARDS, ['2-5', '1-6', '4-7', '3-8'], true, 1],
    ['memory won after a mismatch', GAMES.memory, CARDS, ['1-2', '2-5', '1-6', '4-7', '3-8'], true, 1],
    ['memory: the images’ ranks are not cards', GAMES.memory, CARDS, ['1-1', '2-2', '3-3', '4-4'], false, 0],
    ['memory: a pair found twice counts once', GAMES.memory, CARDS, ['2-5', '5-2', '2-5', '1-6'], false, 0.5],
    ['memory lost after too many mismatches', GAMES.memory, CARDS, [...Array(9)].map(() => '1-2'), false, 0],
    ['memory without a board', GAMES.memory, [], ['2-5', '1-6', '4-7', '3-8'], false, 0],
    ['puzzle solved by one swap', GAMES.puzzle, START, ['1-2'], true, 1],
    ['puzzle unsolved', GAMES.puzzle, START, ['3-4'], false, 5 / 9],
    [
      'puzzle: a starting order in the answers is no swap',
      GAMES.puzzle,
      START,
      ['0,1,2,3,4,5,6,7,8'],
      false,
      7 / 9,
    ],
    ['puzzle without a board', GAMES.puzzle, [], ['1-2'], false, 0],
  ] as const)('%s', (_, game, board, answers, won, score) => {
    const result = scoreRound(game, answers, board);
    expect(result.won).toBe(won);
    expect(result.score).toBeCloseTo(score, 3);
    expect(result.verdicts).toHaveLength(answers.length);
  });

  it('memory takes twice as many mismatches as pairs and loses at the next one (the counter the player shows)', () => {
    const win = ['2-5', '1-6', '4-7', '3-8'];
    expect(memoryMistakesToLose(4)).toBe(9);
    const eight = [...Array(8)].map(() => '1-2');
    expect(scoreRound(GAMES.memory, [...eight, ...win], CARDS).won).toBe(true);
    const nine = [...eight, '1-2', ...win];
    expect(scoreRound(GAMES.memory, nine, CARDS)).toMatchObject({ won: false, score: 0 });
  });

  it('says which pair and which swap counted', () => {
    expect(scoreRound(GAMES.memory, ['1-2', '2-5', '2-2'], CARDS).verdicts).toEqual([false, true, false]);
    expect(scoreRound(GAMES.puzzle, ['1-1', '1-2', '3-4'], START).verdicts).toEqual([false, true, false]);
  });
});

describe('the answer key a lost round reveals (decision 0068)', () => {
  it.each([
    ['hangman: the word as written', GAMES.hangman, ['X'], { codTrlJogo: 1, word: 'Gatão' }],
    [
      'maze: the right image of the point where the lives ran out',
      GAMES.maze,
      [`1:${img(1)}`, `2:${img(1)}`, `2:${img(1)}`, `2:${img(1)}`],
      { codTrlJogo: 3, point: 2, image: img(2) },
    ],
    [
      'matching: the partner of each left image',
      GAMES.matching,
      [],
      { codTrlJogo: 4, links: [img(4), img(5), img(6)] },
    ],
    ['quiz: the right answer', GAMES.quiz, ['Terra'], { codTrlJogo: 6, answer: 'Júpiter' }],
    [
      'true or false: each right value',
      GAMES.trueOrFalse,
      ['1:N', '2:N'],
      { codTrlJogo: 7, values: ['S', 'N'] },
    ],
    [
      'groups: each image’s group',
      GAMES.groups,
      [`2:${img(2)}`],
      {
        codTrlJogo: 8,
        groups: [
          { image: img(2), group: 1 },
          { image: img(3), group: 1 },
          { image: img(5), group: 2 },
        ],
      },
    ],
    ['sentence: each blank’s word', GAMES.sentence, ['1:mar'], { codTrlJogo: 9, words: ['Amazonas', 'rio'] }],
    ['image quiz: the right image', GAMES.imageQuiz, [img(1)], { codTrlJogo: 10, image: img(3) }],
  ] as const)('%s', (_, game, answers, solution) => {
    expect(solutionOf(game, scoreRound(game, answers))).toEqual(solution);
  });

  it('reveals nothing for a won round, nor for memory and the puzzle', () => {
    expect(solutionOf(GAMES.quiz, scoreRound(GAMES.quiz, ['Júpiter']))).toBeUndefined();
    expect(solutionOf(GAMES.hangman, scoreRound(GAMES.hangman, [...'GATO']))).toBeUndefined();
    expect(solutionOf(GAMES.memory, scoreRound(GAMES.memory, ['1-2'], CARDS))).toBeUndefined();
    expect(solutionOf(GAMES.puzzle, scoreRound(GAMES.puzzle, ['3-4'], START))).toBeUndefined();
  });
});
