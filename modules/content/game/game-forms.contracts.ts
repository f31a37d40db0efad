import { z } from 'zod';
import {
  formImageSchema,
  type GameImage,
  hasBadFormat,
  IMAGE_TYPES,
  imageRefSchema,
  JPEG_PNG_TYPES,
} from './game-image.contracts.js';

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

const text = (code: string, min = 1) => z.string({ error: code }).trim().min(min, { error: code });
const yesNo = (code: string) => z.enum(['S', 'N'], { error: code });

/** Exactly one answer marked S, the others N. */
const oneCorrect = (answers: readonly { indRespostaCorreta: 'S' | 'N' }[]) =>
  answers.filter((a) => a.indRespostaCorreta === 'S').length === 1;

/** A group of images, with the count of those in another format as one issue ("Existem N imagem(s)..."). */
function countedFormats<I extends GameImage>(list: z.ZodType<I[]>, types: readonly string[], code: string) {
  return list.superRefine((images, ctx) => {
    const count = images.filter((image) => hasBadFormat(image, types)).length;
    if (count > 0) ctx.addIssue({ code: 'custom', message: code, params: { count } });
  });
}

/**
 * The ten game forms, built on one image schema: the client's (references or picked files) and
 * the server's (references only) run the very same rules and messages.
 */
export function gameSchemasOf<I extends GameImage>(image: z.ZodType<I>): GameSchemas<I> {
  const L = GAME_LIMITS;
  const anyImage = image.refine((i) => !hasBadFormat(i, IMAGE_TYPES), { error: 'file.unsupported' });
  const jpegPng = image.refine((i) => !hasBadFormat(i, JPEG_PNG_TYPES), { error: 'game.jpegPng' });
  // A check, not a transform: the answers' other rules (one correct) still run and show.
  const requiredImage = (code: string) =>
    z.union([anyImage, z.null()]).refine((i) => i !== null, { error: code });
  const matchingGroup = (n: 1 | 2) =>
    countedFormats(
      z
        .array(image, { error: `game.matchingGroup${n}` })
        .min(L.matching.min, { error: `game.matchingGroup${n}` })
        .max(L.matching.max, { error: 'game.imagesMax6' }),
      JPEG_PNG_TYPES,
      `game.matchingFormat${n}`,
    );

  const shortAnswer = z.object({
    codTrlJogo: z.literal(GameCode.ShortAnswer),
    question: text('game.shortQuestion', L.questionMin),
    answer: text('game.shortAnswer'),
  });
  const imageSet = z.object({
    codTrlJogo: z.literal(GameCode.ImageSet),
    images: z
      .array(anyImage, { error: 'game.imageSetMin' })
      .min(L.imageSet.min, { error: 'game.imageSetMin' })
      .max(L.imageSet.max, { error: 'game.imageSetMax' }),
  });
  const fourHints = z.object({
    codTrlJogo: z.literal(GameCode.FourHints),
    hints: z.array(text('game.hints'), { error: 'game.hints' }).length(L.hints, { error: 'game.hints' }),
    images: z.array(anyImage, { error: 'game.hintImages' }).length(L.hints, { error: 'game.hintImages' }),
  });
  const matchingImages = z
    .object({
      codTrlJogo: z.literal(GameCode.MatchingImages),
      group1: matchingGroup(1),
      group2: matchingGroup(2),
    })
    .refine((g) => !g.group1.length || !g.group2.length || g.group1.length === g.group2.length, {
      error: 'game.matchingSameCount',
      path: ['group2'],
    });
  const puzzle = z.object({
    codTrlJogo: z.literal(GameCode.Puzzle),
    images: z
      .array(anyImage, { error: 'game.puzzleImage' })
      .min(L.puzzle, { error: 'game.puzzleImage' })
      .max(L.puzzle, { error: 'game.puzzleOne' }),
  });
  const quiz = z.object({
    codTrlJogo: z.literal(GameCode.Quiz),
    question: text('game.quizQuestion', L.questionMin),
    image: jpegPng.nullable().default(null),
    answers: z
      .array(
        z.object({ dscResposta: text('game.quizAnswers'), indRespostaCorreta: yesNo('game.correctAnswer') }),
        { error: 'game.quizAnswers' },
      )
      .length(L.quizAnswers, { error: 'game.quizAnswers' })
      .refine(oneCorrect, { error: 'game.correctAnswer' }),
  });
  const trueOrFalse = z.object({
    codTrlJogo: z.literal(GameCode.TrueOrFalse),
    questions: z
      .array(
        z.object({
          dscPergunta: text('game.trueFalseQuestions'),
          indRespostaCorreta: yesNo('game.trueFalseQuestions'),
        }),
        { error: 'game.trueFalseQuestions' },
      )
      .min(L.trueOrFalse.min, { error: 'game.trueFalseQuestions' })
      .max(L.trueOrFalse.max, { error: 'game.trueFalseMax' }),
  });
  const imageGroups = z.object({
    codTrlJogo: z.literal(GameCode.ImageGroups),
    groups: z
      .array(
        z
          .array(anyImage, { error: 'game.groupImages' })
          .min(L.groups.imagesMin, { error: 'game.groupImages' })
          .max(L.groups.imagesMax, { error: 'game.imagesMax6' }),
        { error: 'game.groupsCount' },
      )
      .min(L.groups.min, { error: 'game.groupsCount' })
      .max(L.groups.max, { error: 'game.groupsCount' }),
  });
  const completeSentence = z
    .object({
      codTrlJogo: z.literal(GameCode.CompleteSentence),
      sentence: text('game.sentence'),
      words: z.array(text('game.word'), { error: 'game.word' }),
      wrongWords: z
        .array(text('game.word'), { error: 'game.word' })
        .max(L.wrongWordsMax, { error: 'game.wordsMax' }),
    })
    .superRefine((game, ctx) => {
      if (!game.sentence) return; // "Favor informar a frase." says it already
      const hidden = hiddenWords(game.sentence);
      if (hidden === 0) ctx.addIssue({ code: 'custom', message: 'game.sentenceHidden', path: ['sentence'] });
      else if (game.words.length !== hidden)
        ctx.addIssue({ code: 'custom', message: 'game.word', path: ['words'] });
      if (hidden + game.wrongWords.length > L.wordsMax)
        ctx.addIssue({ code: 'custom', message: 'game.wordsMax', path: ['wrongWords'] });
    });
  const imageQuiz = z.object({
    codTrlJogo: z.literal(GameCode.ImageQuiz),
    question: text('game.quizQuestion', L.questionMin),
    answers: z
      .array(
        z.object({
          imgResposta: requiredImage('game.quizAnswers'),
          indRespostaCorreta: yesNo('game.correctAnswer'),
        }),
        { error: 'game.quizAnswers' },
      )
      .length(L.quizAnswers, { error: 'game.quizAnswers' })
      .refine(oneCorrect, { error: 'game.correctAnswer' }),
  });

  const byCode = {
    [GameCode.ShortAnswer]: shortAnswer,
    [GameCode.ImageSet]: imageSet,
    [GameCode.FourHints]: fourHints,
    [GameCode.MatchingImages]: matchingImages,
    [GameCode.Puzzle]: puzzle,
    [GameCode.Quiz]: quiz,
    [GameCode.TrueOrFalse]: trueOrFalse,
    [GameCode.ImageGroups]: imageGroups,
    [GameCode.CompleteSentence]: completeSentence,
    [GameCode.ImageQuiz]: imageQuiz,
  };
  const game = z.discriminatedUnion(
    'codTrlJogo',
    [
      shortAnswer,
      imageSet,
      fourHints,
      matchingImages,
      puzzle,
      quiz,
      trueOrFalse,
      imageGroups,
      completeSentence,
      imageQuiz,
    ],
    { error: 'game.required' },
  );
  // zod infers its own spelling of these types (NoUndefined<I>...): the same shapes, cast once.
  return { byCode, game } as unknown as GameSchemas<I>;
}

/** The client's game forms: images are references or files picked and not uploaded yet. */
export const gameFormSchemas: GameSchemas<GameImage> = gameSchemasOf(formImageSchema);
/** The server's: images are references to uploaded files. */
export const gameSchemas: GameSchemas<string> = gameSchemasOf(imageRefSchema);

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

/** The schemas of one image kind, typed by the values above (the unit tests hold them together). */
export interface GameSchemas<I> {
  byCode: { [C in GameCode]: z.ZodType<GameValuesOf<C, I>, GameInputOf<C>> };
  game: z.ZodType<GameValues<I>, GameInput>;
}

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
