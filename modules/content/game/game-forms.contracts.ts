import { z } from 'zod';
import {
  formImageSchema,
  type GameImage,
  hasBadFormat,
  IMAGE_TYPES,
  imageRefSchema,
  JPEG_PNG_TYPES,
} from './game-image.contracts.js';
import {
  GAME_LIMITS,
  GameCode,
  type GameInput,
  type GameInputOf,
  type GameValues,
  type GameValuesOf,
  hiddenWords,
} from './game-values.contracts.js';

/** The schemas of one image kind, typed by the values of game-values.contracts.ts (the unit tests hold them together). */
export interface GameSchemas<I> {
  byCode: { [C in GameCode]: z.ZodType<GameValuesOf<C, I>, GameInputOf<C>> };
  game: z.ZodType<GameValues<I>, GameInput>;
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
