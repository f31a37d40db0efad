import {
  fromQuestions,
  type GameQuestions,
  type GameValues,
  type GameValuesOf,
  unknownGame,
} from '@school/modules/content/contracts';
import {
  HANGMAN_MISTAKES,
  MAZE_LIVES,
  type GameSolution,
  memoryMistakesToLose,
  type PickVerdict,
  type PlayerGame,
  PUZZLE_SWAPS,
  PUZZLE_TILES,
  type RoundResult,
} from './game-play.contracts.js';

/** A letter without its accent, upper case ("ã" → "A", "ç" → "C"). */
export const plainLetter = (c: string): string =>
  c
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
/** Whether one character is a letter of the alphabet, accents aside (what hangman asks for). */
export const isLetter = (c: string) => /^[A-Z]$/.test(plainLetter(c));

/** The items in a random order (Fisher–Yates); `random` is injectable for tests. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const right = (a: { indRespostaCorreta: string }) => a.indRespostaCorreta === 'S';

/** A stored game as a student's device receives it: no mark, and no order that tells one. */
export function toPlayerGame(stored: GameQuestions<string>, random: () => number = Math.random): PlayerGame {
  const game = fromQuestions<string>(stored);
  switch (game.codTrlJogo) {
    case 1:
      return {
        codTrlJogo: 1,
        question: game.question,
        shape: [...game.answer.trim()].map((c) => (isLetter(c) ? '_' : c)).join(''),
      };
    case 2:
      return { codTrlJogo: 2, images: game.images };
    case 3:
      return { codTrlJogo: 3, hints: game.hints, images: shuffle(game.images, random) };
    case 4:
      return { codTrlJogo: 4, group1: game.group1, group2: shuffle(game.group2, random) };
    case 5:
      return { codTrlJogo: 5, image: game.images[0] ?? '' };
    case 6:
      return {
        codTrlJogo: 6,
        question: game.question,
        image: game.image,
        answers: shuffle(
          game.answers.map((a) => a.dscResposta),
          random,
        ),
      };
    case 7:
      return { codTrlJogo: 7, statements: game.questions.map((q) => q.dscPergunta) };
    case 8:
      return {
        codTrlJogo: 8,
        models: game.groups.map((g) => g[0]!),
        images: shuffle(
          game.groups.flatMap((g) => g.slice(1)),
          random,
        ),
      };
    case 9:
      return {
        codTrlJogo: 9,
        sentence: game.sentence,
        words: shuffle([...game.words, ...game.wrongWords], random),
      };
    case 10:
      return {
        codTrlJogo: 10,
        question: game.question,
        images: shuffle(
          game.answers.map((a) => a.imgResposta),
          random,
        ),
      };
    default:
      return unknownGame(game);
  }
}

/**
 * The board of a round (decision 0057), drawn with `random` (the server's, derived from the round's
 * id, so the same round always gets the same board). Memory: the image (its index in the set) on
 * each card, each image on two cards, shuffled; the puzzle: the piece at each place, shuffled so
 * that none is in its place (any order of the nine pieces is solved in at most eight swaps). Empty for the
 * other games.
 */
export function drawBoard(stored: GameQuestions<string>, random: () => number): number[] {
  const game = fromQuestions<string>(stored);
  switch (game.codTrlJogo) {
    case 2:
      return shuffle(
        game.images.flatMap((_, image) => [image, image]),
        random,
      );
    case 5: {
      const solved = [...Array(PUZZLE_TILES).keys()];
      for (;;) {
        const order = shuffle(solved, random);
        // No piece starts in its place: an unplayed puzzle scores 0, every point is a move's.
        if (order.every((piece, place) => piece !== place)) return order;
      }
    }
    case 1:
    case 3:
    case 4:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10:
      return [];
    default:
      return unknownGame(game);
  }
}

/** "a-b" → the two 1-based numbers, as 0-based places under `size`, different; or null. */
function twoPlaces(answer: string, size: number): [number, number] | null {
  const parts = answer.split('-');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((n) => Number(n) - 1) as [number, number];
  const valid = [a, b].every((n) => Number.isInteger(n) && n >= 0 && n < size) && a !== b;
  return valid ? [a, b] : null;
}

/** "k:rest" → [k, rest] (k a 1-based rank), or null. */
export function ranked(answer: string): [number, string] | null {
  const at = answer.indexOf(':');
  if (at < 1) return null;
  const rank = Number(answer.slice(0, at));
  return Number.isInteger(rank) && rank > 0 ? [rank, answer.slice(at + 1)] : null;
}

function hangmanVerdict(game: GameValuesOf<1, string>, pick: string): PickVerdict {
  const letter = plainLetter(pick);
  const letters = [...game.answer.trim()].flatMap((char, index) =>
    isLetter(char) && plainLetter(char) === letter ? [{ index, char }] : [],
  );
  return { right: letters.length > 0, letters };
}

/** Whether one answer is right, by itself (the games whose picks stand alone). */
function pickIsRight(game: GameValues<string>, pick: string): boolean {
  switch (game.codTrlJogo) {
    case 1:
      return hangmanVerdict(game, pick).right;
    case 3: {
      const r = ranked(pick);
      return r !== null && game.images[r[0] - 1] === r[1];
    }
    case 6:
      return game.answers.some((a) => right(a) && a.dscResposta === pick);
    case 7: {
      const r = ranked(pick);
      return r !== null && game.questions[r[0] - 1]?.indRespostaCorreta === r[1];
    }
    case 10:
      return game.answers.some((a) => right(a) && a.imgResposta === pick);
    case 4: {
      const r = ranked(pick);
      return r !== null && game.group2[r[0] - 1] === r[1];
    }
    case 8: {
      const r = ranked(pick);
      return r !== null && (game.groups[r[0] - 1]?.slice(1).includes(r[1]) ?? false);
    }
    case 9: {
      const r = ranked(pick);
      return r !== null && game.words[r[0] - 1] === r[1];
    }
    case 2:
    case 5:
      return false;
    default:
      return unknownGame(game);
  }
}

/**
 * The verdict on one pick of a game that gives immediate feedback (hangman: a letter; maze:
 * "point:image"; quiz: the answer's text; true or false: "statement:S|N"; image quiz: the image);
 * null for the games checked only when the round ends.
 */
export function checkPick(stored: GameQuestions<string>, pick: string): PickVerdict | null {
  const game = fromQuestions<string>(stored);
  switch (game.codTrlJogo) {
    case 1:
      return hangmanVerdict(game, pick);
    case 3:
    case 6:
    case 7:
    case 10:
      return { right: pickIsRight(game, pick) };
    case 2:
    case 4:
    case 5:
    case 8:
    case 9:
      return null;
    default:
      return unknownGame(game);
  }
}

const round = (won: boolean, score: number, verdicts: boolean[]): RoundResult => ({
  won,
  score: Math.round(Math.min(1, Math.max(0, score)) * 10000) / 10000,
  verdicts,
});

/** Answers that name each rank of 1..n at most once, the first of each kept (the rest wrong). */
function onePerRank(game: GameValues<string>, answers: readonly string[]) {
  const seen = new Set<number>();
  return answers.map((a) => {
    const r = ranked(a);
    if (!r || seen.has(r[0])) return false;
    seen.add(r[0]);
    return pickIsRight(game, a);
  });
}

/**
 * A round replayed from its answers under the game's rules (decision 0029's table, decision 0034's
 * scores): won, score 0 to 1, and each answer's verdict. Answers after the round ended count
 * for nothing (marked wrong); a client's own `won`/`score` never enter. Memory and the puzzle are
 * played on the round's `board` (`drawBoard`, decision 0057): without one they win nothing.
 */
export function scoreRound(
  stored: GameQuestions<string>,
  answers: readonly string[],
  board: readonly number[] = [],
): RoundResult {
  const game = fromQuestions<string>(stored);
  switch (game.codTrlJogo) {
    case 1: {
      const needed = new Set([...game.answer.trim()].filter(isLetter).map(plainLetter));
      const guessed = new Set<string>();
      let wrong = 0;
      const verdicts: boolean[] = [];
      for (const a of answers) {
        const letter = plainLetter(a);
        const over = wrong >= HANGMAN_MISTAKES || [...needed].every((l) => guessed.has(l));
        if (over || letter.length !== 1 || guessed.has(letter)) {
          verdicts.push(false);
          continue;
        }
        guessed.add(letter);
        verdicts.push(needed.has(letter));
        if (!needed.has(letter)) wrong++;
      }
      const found = [...needed].filter((l) => guessed.has(l)).length;
      const won = needed.size > 0 && found === needed.size && wrong < HANGMAN_MISTAKES;
      return round(won, won ? 1 - wrong / HANGMAN_MISTAKES : found / Math.max(1, needed.size), verdicts);
    }
    case 2: {
      // Each answer: two cards turned ("a-b", their places on the round's board, 1-based).
      const pairs = game.images.length;
      const cards = board.length === pairs * 2 ? board : [];
      const found = new Set<number>();
      let mistakes = 0;
      const verdicts = answers.map((a) => {
        if (found.size === pairs || mistakes >= memoryMistakesToLose(pairs)) return false;
        const turned = twoPlaces(a, cards.length);
        const image = turned && cards[turned[0]];
        if (turned && image !== undefined && image === cards[turned[1]] && !found.has(image)) {
          found.add(image);
          return true;
        }
        mistakes++;
        return false;
      });
      const won = pairs > 0 && found.size === pairs && mistakes < memoryMistakesToLose(pairs);
      return round(won, found.size / Math.max(1, pairs), verdicts);
    }
    case 3: {
      let cleared = 0;
      let lives = MAZE_LIVES;
      const verdicts = answers.map((a) => {
        const r = ranked(a);
        if (cleared === 4 || lives === 0 || !r || r[0] !== cleared + 1) return false;
        if (game.images[cleared] === r[1]) {
          cleared++;
          return true;
        }
        lives--;
        return false;
      });
      const won = cleared === 4;
      return round(won, won ? 1 - (MAZE_LIVES - lives) / MAZE_LIVES : cleared / 4, verdicts);
    }
    case 4: {
      const verdicts = onePerRank(game, answers);
      const good = verdicts.filter(Boolean).length;
      return round(good === game.group1.length, good / game.group1.length, verdicts);
    }
    case 5: {
      // The round's board is the starting order; each answer a swap ("a-b", two places, 1-based).
      const order = [...board];
      const valid =
        order.length === PUZZLE_TILES &&
        new Set(order).size === PUZZLE_TILES &&
        order.every((t) => Number.isInteger(t) && t >= 0 && t < PUZZLE_TILES);
      if (!valid)
        return round(
          false,
          0,
          answers.map(() => false),
        );
      const solved = () => order.every((t, i) => t === i);
      let used = 0;
      const verdicts = answers.map((s) => {
        const swap = twoPlaces(s, PUZZLE_TILES);
        if (solved() || used >= PUZZLE_SWAPS || !swap) return false;
        const [a, b] = swap;
        [order[a], order[b]] = [order[b]!, order[a]!];
        used++;
        return true;
      });
      const inPlace = order.filter((t, i) => t === i).length;
      return round(solved(), inPlace / PUZZLE_TILES, verdicts);
    }
    case 6:
    case 10: {
      const verdicts = answers.map((a, i) => i === 0 && pickIsRight(game, a));
      return round(verdicts[0] === true, verdicts[0] ? 1 : 0, verdicts);
    }
    case 7: {
      const verdicts = onePerRank(game, answers);
      const good = verdicts.filter(Boolean).length;
      return round(good === game.questions.length, good / game.questions.length, verdicts);
    }
    case 8: {
      const pool = game.groups.flatMap((g) => g.slice(1));
      const placed = new Map<string, number>();
      const verdicts = answers.map((a) => {
        const r = ranked(a);
        if (!r || !pool.includes(r[1])) return false;
        const count = placed.get(r[1]) ?? 0;
        if (count >= pool.filter((p) => p === r[1]).length) return false;
        placed.set(r[1], count + 1);
        return pickIsRight(game, a);
      });
      const good = verdicts.filter(Boolean).length;
      return round(good === pool.length, good / pool.length, verdicts);
    }
    case 9: {
      const verdicts = onePerRank(game, answers);
      const good = verdicts.filter(Boolean).length;
      return round(good === game.words.length, good / game.words.length, verdicts);
    }
    default:
      return unknownGame(game);
  }
}

/**
 * The answer key a lost round reveals (decision 0068), from the stored game and the round as
 * scored; undefined for a won round and for memory and the puzzle, which have none to show.
 */
export function solutionOf(stored: GameQuestions<string>, result: RoundResult): GameSolution | undefined {
  if (result.won) return undefined;
  const game = fromQuestions<string>(stored);
  switch (game.codTrlJogo) {
    case 1:
      return { codTrlJogo: 1, word: game.answer.trim() };
    case 3: {
      // Each right verdict cleared one point: the round was lost at the next one.
      const point = Math.min(4, result.verdicts.filter(Boolean).length + 1);
      return { codTrlJogo: 3, point, image: game.images[point - 1] ?? '' };
    }
    case 4:
      return { codTrlJogo: 4, links: game.group2 };
    case 6:
      return { codTrlJogo: 6, answer: game.answers.find(right)?.dscResposta ?? '' };
    case 7:
      return {
        codTrlJogo: 7,
        values: game.questions.map((q) => (q.indRespostaCorreta === 'S' ? 'S' : 'N')),
      };
    case 8:
      return {
        codTrlJogo: 8,
        groups: game.groups.flatMap((g, i) => g.slice(1).map((image) => ({ image, group: i + 1 }))),
      };
    case 9:
      return { codTrlJogo: 9, words: game.words };
    case 10:
      return { codTrlJogo: 10, image: game.answers.find(right)?.imgResposta ?? '' };
    case 2:
    case 5:
      return undefined;
    default:
      return unknownGame(game);
  }
}
