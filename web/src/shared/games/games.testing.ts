import { vi } from 'vitest';
import type { PickVerdict, PlayerGameOf, RoundResult } from '@school/modules/teaching/contracts';
import type { GameKind } from './types';

/** Plain URLs: `AuthImage` shows them as they are (no token, no fetch). */
export const IMG = (n: number) => `https://images.test/${n}.jpg`;

/** One game of each kind, as the player receives it from the server (no answer key). */
export const SAMPLE_GAMES: { [C in GameKind]: PlayerGameOf<C> } = {
  1: { codTrlJogo: 1, question: 'Animal que mia', shape: '____' },
  2: { codTrlJogo: 2, images: [IMG(1), IMG(2), IMG(3), IMG(4)] },
  3: { codTrlJogo: 3, hints: ['Tem asas', 'Late', 'Mia', 'Nada'], images: [IMG(1), IMG(2), IMG(3), IMG(4)] },
  4: { codTrlJogo: 4, group1: [IMG(1), IMG(2), IMG(3)], group2: [IMG(4), IMG(5), IMG(6)] },
  5: { codTrlJogo: 5, image: IMG(1) },
  6: {
    codTrlJogo: 6,
    question: 'Qual é o maior planeta?',
    image: null,
    answers: ['Terra', 'Júpiter', 'Marte', 'Vênus'],
  },
  7: {
    codTrlJogo: 7,
    statements: ['A água ferve a 100 °C ao nível do mar.', 'O Sol gira em torno da Terra.'],
  },
  8: { codTrlJogo: 8, models: [IMG(1), IMG(3)], images: [IMG(2), IMG(4)] },
  9: { codTrlJogo: 9, sentence: 'O * é o maior * do Brasil.', words: ['Amazonas', 'rio', 'mar'] },
  10: { codTrlJogo: 10, question: 'Qual é o gato?', images: [IMG(1), IMG(2), IMG(3), IMG(4)] },
};

/**
 * The boards the server would draw for a round (decision 0057): memory, the image on each card;
 * the puzzle, the piece at each place (swapping the first two pieces back and forth never solves it).
 */
export const SAMPLE_BOARDS = {
  2: [2, 0, 3, 1, 0, 2, 1, 3],
  5: [8, 0, 1, 2, 3, 4, 5, 6, 7],
} as const;

/** Two cards of the memory board turned ("a-b", 1-based places): a pair when they hold one image. */
const isPair = (a: string) => {
  const [x, y] = a.split('-').map((n) => SAMPLE_BOARDS[2][Number(n) - 1]);
  return x !== undefined && x === y && a.split('-')[0] !== a.split('-')[1];
};

/** What the server holds of each sample: whether one answer (in the game's format) is right. */
export const SAMPLE_KEYS: { [C in GameKind]: (answer: string) => boolean } = {
  1: (a) => 'GATO'.includes(a),
  2: isPair,
  3: (a) => [1, 2, 3, 4].some((n) => a === `${n}:${IMG(n)}`),
  4: (a) => [1, 2, 3].some((n) => a === `${n}:${IMG(n + 3)}`),
  5: () => true,
  6: (a) => a === 'Júpiter',
  7: (a) => a === '1:S' || a === '2:N',
  8: (a) => a === `1:${IMG(2)}` || a === `2:${IMG(4)}`,
  9: (a) => a === '1:Amazonas' || a === '2:rio',
  10: (a) => a === IMG(3),
};

/**
 * A stand-in for the server's checks of one sample: `check` answers a pick's verdict (hangman:
 * where the letter shows in "Gato"), `finish` scores a round as the share of its answers right.
 */
export function fakeServer(code: GameKind) {
  const right = SAMPLE_KEYS[code];
  const check = vi.fn((pick: string): Promise<PickVerdict> => {
    if (code !== 1) return Promise.resolve({ right: right(pick) });
    const letters = [...'Gato'].flatMap((char, index) =>
      char.toUpperCase() === pick ? [{ index, char }] : [],
    );
    return Promise.resolve({ right: letters.length > 0, letters });
  });
  const finish = vi.fn((answers: string[]): Promise<RoundResult> => {
    const verdicts = answers.map(right);
    const good = verdicts.filter(Boolean).length;
    return Promise.resolve({
      won: good === answers.length,
      score: good / Math.max(1, answers.length),
      verdicts,
    });
  });
  return { check, finish };
}
