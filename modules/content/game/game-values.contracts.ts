import type { GameImage } from './game-image.contracts.js';

/** The game codes of GET /api/trl_jogo, by the form that authors each (decision 0027). */
export const GameCode = {
  ShortAnswer: 1, // hangman
  ImageSet: 2, // memory
  FourHints: 3, // maze
  MatchingImages: 4, // connect the dots
  Puzzle: 5,
  Quiz: 6, // image quiz with four answers
  TrueOrFalse: 7,
  ImageGroups: 8,
  CompleteSentence: 9,
  ImageQuiz: 10, // image quiz with image answers
} as const;
export type GameCode = (typeof GameCode)[keyof typeof GameCode];
export const GAME_CODES: readonly GameCode[] = Object.values(GameCode);

export function isGameCode(value: unknown): value is GameCode {
  return GAME_CODES.includes(value as GameCode);
}

/** The `default` of a switch over every game: a game left out does not compile. */
export function unknownGame(game: never): never {
  throw new Error(`Unknown game: ${JSON.stringify(game)}`);
}

/** The limits of the game forms (spec, sections 5 and 9). */
export const GAME_LIMITS = {
  questionMin: 4,
  trueOrFalse: { min: 1, max: 4, default: 2 },
  quizAnswers: 4,
  matching: { min: 1, max: 6 },
  imageSet: { min: 4, max: 8 },
  hints: 4,
  puzzle: 1,
  groups: { min: 2, max: 6, imagesMin: 2, imagesMax: 6 },
  wrongWordsMax: 8,
  wordsMax: 9,
} as const;

/** The mark of a hidden word in a sentence to complete. */
export const HIDDEN_WORD = '*';

/** How many words a sentence hides: each asterisk is one. */
export function hiddenWords(sentence: string): number {
  return sentence.split(HIDDEN_WORD).length - 1;
}

type YesNo = 'S' | 'N';

/** Short answer (1 hangman): the question is the hint, the answer the word to guess. */
export interface ShortAnswerGame {
  codTrlJogo: typeof GameCode.ShortAnswer;
  question: string;
  answer: string;
}
/** Image set (2 memory): 4 to 8 images, each shown twice. */
export interface ImageSetGame<I = GameImage> {
  codTrlJogo: typeof GameCode.ImageSet;
  images: I[];
}
/** Four hints (3 maze): hint i goes with image i. */
export interface FourHintsGame<I = GameImage> {
  codTrlJogo: typeof GameCode.FourHints;
  hints: string[];
  images: I[];
}
/** Matching images (4 connect the dots): image i of group 1 goes with image i of group 2. */
export interface MatchingImagesGame<I = GameImage> {
  codTrlJogo: typeof GameCode.MatchingImages;
  group1: I[];
  group2: I[];
}
/** Puzzle (5): one image. */
export interface PuzzleGame<I = GameImage> {
  codTrlJogo: typeof GameCode.Puzzle;
  images: I[];
}
/** Image quiz with four answers (6 quiz): a question, its optional image, four text answers. */
export interface QuizGame<I = GameImage> {
  codTrlJogo: typeof GameCode.Quiz;
  question: string;
  image: I | null;
  answers: { dscResposta: string; indRespostaCorreta: YesNo }[];
}
/** True or false (7): 1 to 4 statements, each true (S) or false (N). */
export interface TrueOrFalseGame {
  codTrlJogo: typeof GameCode.TrueOrFalse;
  questions: { dscPergunta: string; indRespostaCorreta: YesNo }[];
}
/** Image groups (8): 2 to 6 groups of 2 to 6 images. */
export interface ImageGroupsGame<I = GameImage> {
  codTrlJogo: typeof GameCode.ImageGroups;
  groups: I[][];
}
/** Complete the sentence (9): each asterisk of the sentence hides the word of the same rank. */
export interface CompleteSentenceGame {
  codTrlJogo: typeof GameCode.CompleteSentence;
  sentence: string;
  words: string[];
  wrongWords: string[];
}
/** Image quiz with image answers (10): a question and four image answers (`A`: null while unpicked). */
export interface ImageQuizGame<I = GameImage, A = I> {
  codTrlJogo: typeof GameCode.ImageQuiz;
  question: string;
  answers: { imgResposta: A; indRespostaCorreta: YesNo }[];
}

interface GamesOf<I> {
  1: ShortAnswerGame;
  2: ImageSetGame<I>;
  3: FourHintsGame<I>;
  4: MatchingImagesGame<I>;
  5: PuzzleGame<I>;
  6: QuizGame<I>;
  7: TrueOrFalseGame;
  8: ImageGroupsGame<I>;
  9: CompleteSentenceGame;
  10: ImageQuizGame<I>;
}
/** A game's values (what its schema answers), by code; `I` is how images are held. */
export type GameValuesOf<C extends GameCode, I = GameImage> = GamesOf<I>[C];
/** Any game's values. */
export type GameValues<I = GameImage> = GameValuesOf<GameCode, I>;
/** What a game's form holds before parsing: an image answer may be unpicked yet. */
export type GameInputOf<C extends GameCode> = C extends typeof GameCode.ImageQuiz
  ? ImageQuizGame<GameImage, GameImage | null>
  : GameValuesOf<C>;
export type GameInput = GameInputOf<GameCode>;

const noAnswer = { indRespostaCorreta: 'N' } as const;
const blank = (count: number) => Array.from({ length: count }, () => '');

/** What a new game's form starts from: true or false with 2 statements, every answer not yet marked. */
export function emptyGame<C extends GameCode>(code: C): GameInputOf<C>;
export function emptyGame(code: GameCode): GameInput {
  const L = GAME_LIMITS;
  switch (code) {
    case GameCode.ShortAnswer:
      return { codTrlJogo: code, question: '', answer: '' };
    case GameCode.ImageSet:
    case GameCode.Puzzle:
      return { codTrlJogo: code, images: [] };
    case GameCode.FourHints:
      return { codTrlJogo: code, hints: blank(L.hints), images: [] };
    case GameCode.MatchingImages:
      return { codTrlJogo: code, group1: [], group2: [] };
    case GameCode.Quiz:
      return {
        codTrlJogo: code,
        question: '',
        image: null,
        answers: blank(4).map(() => ({ dscResposta: '', ...noAnswer })),
      };
    case GameCode.TrueOrFalse:
      return {
        codTrlJogo: code,
        questions: blank(L.trueOrFalse.default).map(() => ({
          dscPergunta: '',
          indRespostaCorreta: 'S' as const,
        })),
      };
    case GameCode.ImageGroups:
      return { codTrlJogo: code, groups: [[], []] };
    case GameCode.CompleteSentence:
      return { codTrlJogo: code, sentence: '', words: [], wrongWords: [] };
    case GameCode.ImageQuiz:
      return {
        codTrlJogo: code,
        question: '',
        answers: blank(4).map(() => ({ imgResposta: null, ...noAnswer })),
      };
    default:
      return unknownGame(code);
  }
}
