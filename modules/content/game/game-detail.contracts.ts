import { z } from 'zod';
import { gameSchemas } from './game-forms.contracts.js';
import { imageRefSchema } from './game-image.contracts.js';
import {
  fromQuestions,
  type GameQuestion,
  type GameQuestions,
  toQuestions,
} from './game-questions.contracts.js';
import { GAME_LIMITS, type GameCode, isGameCode } from './game-values.contracts.js';

/** The game content's own description (`dscConteudoJogo`), optional. */
export const GAME_DESCRIPTION_MAX = 240;

/**
 * A game content's own title (`dscTitulo`), optional: as long as the other contents' titles
 * (`CONTENT_TITLE_MAX`). Empty, or absent in a game stored before decision 0071: the game's
 * name (`nomJogo`) is shown instead.
 */
export const GAME_TITLE_MAX = 50;

/** The title a game content is shown with: its own, else its game's name. */
export const gameTitle = (game: { dscTitulo?: string | null }, nomJogo: string): string =>
  game.dscTitulo?.trim() || nomJogo;

/** The most questions or answers a stored game has (image groups: 6 groups of 6 images). */
const PARTS_MAX = GAME_LIMITS.groups.max * GAME_LIMITS.groups.imagesMax;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));
const optionalImage = imageRefSchema.nullish().transform((v) => v ?? null);

const answerSchema = z.object({
  dscResposta: optionalText,
  imgResposta: optionalImage,
  indRespostaCorreta: z.enum(['S', 'N'], { error: 'game.correctAnswer' }),
});
const questionSchema = z.object({
  dscPergunta: optionalText,
  imgPergunta: optionalImage,
  respostas: z.array(answerSchema, { error: 'generic.invalid' }).max(PARTS_MAX, { error: 'generic.invalid' }),
});

/**
 * A game as POST and PUT /api/trl_conteudo_jogo take it: its code, an optional title (decision
 * 0071) and description, and
 * the whole set of questions and answers in the stored shape (decision 0027), images as
 * references (`/api/files/<id>`). The set must pass its game's form schema (the same rules and
 * messages as the web form), and it is stored as that form gives it back: one canonical set.
 */
export const gameDetailSchema = z
  .object({
    codTrlJogo: z.coerce.number({ error: 'game.required' }).refine(isGameCode, { error: 'game.required' }),
    dscTitulo: z
      .string()
      .trim()
      .max(GAME_TITLE_MAX, { error: 'content.titleMax' })
      .nullish()
      .transform((v) => v ?? ''),
    dscConteudoJogo: z
      .string()
      .trim()
      .max(GAME_DESCRIPTION_MAX, { error: 'lesson.descriptionMax' })
      .nullish()
      .transform((v) => v ?? ''),
    perguntas: z
      .array(questionSchema, { error: 'generic.invalid' })
      .max(PARTS_MAX, { error: 'generic.invalid' }),
  })
  .transform((body, ctx): GameDetail<string> => {
    const codTrlJogo = body.codTrlJogo as GameCode;
    const parsed = gameSchemas.byCode[codTrlJogo].safeParse(
      fromQuestions({ codTrlJogo, perguntas: body.perguntas }),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return {
      codTrlJogo,
      dscTitulo: body.dscTitulo,
      dscConteudoJogo: body.dscConteudoJogo,
      perguntas: toQuestions(parsed.data).perguntas,
    };
  });

/** A game content's detail: its code, title, description and questions (images `I`: file ids when stored). */
export interface GameDetail<I = string> extends GameQuestions<I> {
  /** Its own title; absent in a game stored before decision 0071 (read as its game's name). */
  dscTitulo?: string;
  dscConteudoJogo: string;
}

/** The images of a game, each once, in the order they appear. */
export function gameImages<I>(perguntas: readonly GameQuestion<I>[]): I[] {
  const all = perguntas.flatMap((q) => [q.imgPergunta, ...q.respostas.map((a) => a.imgResposta)]);
  return [...new Set(all.filter((i): i is I => i !== null))];
}

/** The same questions with every image mapped (a reference to a file id, and back). */
export function mapGameImages<I, J>(
  perguntas: readonly GameQuestion<I>[],
  map: (image: I) => J,
): GameQuestion<J>[] {
  const image = (i: I | null) => (i === null ? null : map(i));
  return perguntas.map((q) => ({
    dscPergunta: q.dscPergunta,
    imgPergunta: image(q.imgPergunta),
    respostas: q.respostas.map((a) => ({ ...a, imgResposta: image(a.imgResposta) })),
  }));
}

/** The most distinct images one game holds (a bound for the file references of a game). */
export const GAME_IMAGES_MAX = PARTS_MAX;
