import { describe, expect, it } from 'vitest';
import { type GameValues, toQuestions } from '@school/modules/content/contracts';
import { checkPick, scoreRound, toPlayerGame } from './game-scoring.rules.js';

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
    ['memory won', GAMES.memory, ['1-1', '2-3', '2-2', '3-3', '4-4'], true, 1],
    ['memory lost after too many mismatches', GAMES.memory, [...Array(9)].map(() => '1-2'), false, 0],
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
    ['puzzle solved', GAMES.puzzle, ['1,0,2,3,4,5,6,7,8', '1-2'], true, 1],
    ['puzzle unsolved', GAMES.puzzle, ['1,0,2,3,4,5,6,7,8', '3-4'], false, 5 / 9],
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
