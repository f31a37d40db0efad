import { z } from 'zod';
import { recordId } from '@school/modules/kernel';

/** Hangman: six wrong letters lose. */
export const HANGMAN_MISTAKES = 6;
/** Maze: three wrong images lose. */
export const MAZE_LIVES = 3;
/** Puzzle: 3 × 3 pieces, at most 20 swaps. */
export const PUZZLE_TILES = 9;
export const PUZZLE_SWAPS = 20;

const id = recordId();
const answer = z.string().max(200);

/**
 * A game as a student's device receives it (decision 0034): what its mechanics need and no
 * right/wrong mark. Images are `/api/files/<id>`; wherever an order would tell which answer
 * goes where (the maze's images, group 2, the pool of image groups, the word bank, the quizzes'
 * answers), the server shuffles it.
 */
export type PlayerGame =
  /** Hangman: the hint, and the word's shape: `_` for each letter, any other character as it is. */
  | { codTrlJogo: 1; question: string; shape: string }
  /** Memory: each image (a pair is the same image twice). */
  | { codTrlJogo: 2; images: string[] }
  /** Maze: the four hints in order, the four images shuffled. */
  | { codTrlJogo: 3; hints: string[]; images: string[] }
  /** Connect the dots: group 1 in order, group 2 shuffled. */
  | { codTrlJogo: 4; group1: string[]; group2: string[] }
  /** Puzzle: the picture. */
  | { codTrlJogo: 5; image: string }
  /** Quiz: the question, its image, the four answers' texts shuffled. */
  | { codTrlJogo: 6; question: string; image: string | null; answers: string[] }
  /** True or false: the statements. */
  | { codTrlJogo: 7; statements: string[] }
  /** Image groups: each group's model (its first image), the other images shuffled. */
  | { codTrlJogo: 8; models: string[]; images: string[] }
  /** Complete the sentence: the sentence (`*` per hidden word), the hidden and wrong words shuffled. */
  | { codTrlJogo: 9; sentence: string; words: string[] }
  /** Image quiz: the question, the four images shuffled. */
  | { codTrlJogo: 10; question: string; images: string[] };

export type PlayerGameOf<C extends PlayerGame['codTrlJogo']> = Extract<PlayerGame, { codTrlJogo: C }>;

/**
 * The games played on a board the server draws for each round (decision 0057): memory's card
 * layout, the puzzle's starting order. Their rounds are recorded only from a round it started.
 */
export const BOARD_GAMES = [2, 5] as const;

/** Whether a game is played on a board the server draws. */
export const playsOnBoard = (codTrlJogo: number): boolean =>
  (BOARD_GAMES as readonly number[]).includes(codTrlJogo);

/** The games whose picks the server checks one at a time (immediate feedback). */
export const PICK_CHECKED_GAMES = [1, 3, 6, 7, 10] as const;

/** POST /api/plataforma/jogada: one pick of a game, to check (nothing is recorded). */
export const checkPickSchema = z.object({ codBseTurma: id, codTrlConteudo: id, jogada: answer });
export type CheckPickInput = z.output<typeof checkPickSchema>;

/**
 * The verdict on one pick: right or wrong, and for hangman where the letter shows (each place
 * and its character as written, accents included). Nothing about any other pick.
 */
export interface PickVerdict {
  right: boolean;
  letters?: { index: number; char: string }[];
}

/** POST /api/plataforma/rodada: a new round of a game of the class's active trail (nothing is recorded). */
export const startRoundSchema = z.object({ codBseTurma: id, codTrlConteudo: id });
export type StartRoundInput = z.output<typeof startRoundSchema>;

/**
 * A round the server started (decision 0057): its id, to send with the round's answers, and the
 * board it drew. Memory: the image (its index in `jogo.images`) on each card, two cards each;
 * puzzle: the piece at each place, never solved. Empty for the other games.
 */
export interface GameRoundStart {
  roundId: string;
  board: number[];
}

/**
 * POST /api/plataforma/tentativa: one round of a game, its answers in order (decision 0034 says
 * each game's format; memory and the puzzle, decision 0057). A client's `won` and `score` are
 * accepted and ignored: the server decides. `roundId` is the round the server started
 * (`/plataforma/rodada`): required for memory and the puzzle.
 */
export const gameAttemptSchema = z.object({
  codBseTurma: id,
  codTrlConteudo: id,
  roundId: z.string().min(1).max(100).optional(),
  won: z.boolean().optional(),
  score: z.number().optional(),
  answers: z.array(answer).max(100),
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
export type GameAttemptInput = z.output<typeof gameAttemptSchema>;

/**
 * The answer key of a lost round, as the server reveals it in the answer to that round only
 * (decision 0068): what the player could not find, for the games that have one. Memory and the
 * puzzle have none (their cards and picture are on the board already).
 */
export type GameSolution =
  /** Hangman: the word, as written. */
  | { codTrlJogo: 1; word: string }
  /** Maze: the point (1-based) where the lives ran out, and its right image. */
  | { codTrlJogo: 3; point: number; image: string }
  /** Connect the dots: group 2's image for each image of group 1, in group 1's order. */
  | { codTrlJogo: 4; links: string[] }
  /** Quiz: the right answer's text. */
  | { codTrlJogo: 6; answer: string }
  /** True or false: each statement's right value, in order. */
  | { codTrlJogo: 7; values: ('S' | 'N')[] }
  /** Image groups: each image to sort and its group (1-based). */
  | { codTrlJogo: 8; groups: { image: string; group: number }[] }
  /** Complete the sentence: the word of each blank, in order. */
  | { codTrlJogo: 9; words: string[] }
  /** Image quiz: the right image. */
  | { codTrlJogo: 10; image: string };

/** Memory: a round is lost at this many mismatches (twice as many as pairs are allowed). */
export const memoryMistakesToLose = (pairs: number): number => pairs * 2 + 1;

/**
 * What the server decided of a round: won, the score (0 to 1), and each answer's verdict in order;
 * after a lost round, its `solution` (decision 0068), never before the round is recorded.
 */
export interface RoundResult {
  won: boolean;
  score: number;
  verdicts: boolean[];
  solution?: GameSolution;
}

/** Hangman's offline key holds this many letters, real and decoys: its length tells nothing (decision 0077). */
export const HANGMAN_KEY_LETTERS = 26;

/**
 * What the trail's payload commits to for one student, so that the picks of the games that give
 * immediate feedback are checked on the device, offline, without the answer key in clear
 * (decision 0077). `salt` (base64url) is bound to the student, the class, the content and the
 * day; each hash (base64url, 16 bytes) is an HMAC-SHA256 under it of one right pick as
 * `offlineVerdict` normalises it, sorted (their order tells nothing). Hangman: one entry per
 * letter of the word, padded with random decoys to `HANGMAN_KEY_LETTERS`, each with the places
 * and characters of that letter sealed (AES-GCM) under a key only that letter opens. The quizzes
 * are padded with decoys to their number of answers.
 */
export type OfflineKey =
  | { codTrlJogo: 1; salt: string; letters: { hash: string; sealed: string }[] }
  | { codTrlJogo: 3 | 6 | 7 | 10; salt: string; hashes: string[] };

/**
 * A game's offline part of the trail's payload (decision 0077): for the games that give
 * immediate feedback, the key its picks are checked against on the device; for memory and the
 * puzzle, a few rounds the server drew in advance (each played at most once: a second answer of
 * one is refused as any round recorded already). The server still replays and scores every round.
 */
export interface OfflineGame {
  key?: OfflineKey;
  rounds?: GameRoundStart[];
}
