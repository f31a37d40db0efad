import { z } from 'zod';
import { recordId, requiredId, requiredText } from '@school/modules/kernel';
import { type GameDetail, gameDetailSchema } from '../game/game-detail.contracts.js';
import { swapSchema } from '../trail/trail.contracts.js';

/** Limits of the text and image contents (spec, section 5). */
export const CONTENT_TITLE_MAX = 50;
export const CONTENT_TEXT_MAX = 3000;
export const DIALOGUE_MAX_ENTRIES = 12;
export const VIDEO_DESCRIPTION_MAX = 240;

/** The content types (catalogue codes): 3 (games) is authored by the game forms. */
export const CONTENT_TYPE = { text: 1, image: 2, game: 3, dialogue: 4, video: 5, assembly: 6 } as const;

const id = requiredId;

const contentTitle = z
  .string()
  .trim()
  .max(CONTENT_TITLE_MAX, { error: 'content.titleMax' })
  .nullish()
  .transform((v) => v ?? '');

/** Text (type 1): a title (max 50) and a text (required, max 3000). */
export const textDetailSchema = z.object({
  dscTitulo: contentTitle,
  dscTexto: requiredText(CONTENT_TEXT_MAX, 'content.textRequired', 'content.textMax'),
});

/** Image (type 2): the title; the image itself comes as the multipart file. */
export const imageDetailSchema = z.object({ dscTitulo: contentTitle });

/** One entry of a dialogue: a character of the catalogue and what it says. */
export const dialogueEntrySchema = z.object({
  codTrlPersonagem: id('content.dialogueCharacter'),
  dscTexto: requiredText(CONTENT_TEXT_MAX, 'content.dialogueText', 'content.textMax'),
});

/**
 * Dialogue (type 4): 1 to 12 entries. The legacy body is the list itself; `{entradas}` or
 * `{dadosPersonagemTexto}` around it are accepted too.
 */
export const dialogueDetailSchema = z.object({
  entradas: z
    .array(dialogueEntrySchema, { error: 'content.dialogueAtLeastOne' })
    .min(1, { error: 'content.dialogueAtLeastOne' })
    .max(DIALOGUE_MAX_ENTRIES, { error: 'generic.invalid' }),
});

/** Whether a link is an http(s) URL. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Video (type 5): title, description and an http(s) link. */
export const videoDetailSchema = z.object({
  dscTitulo: contentTitle,
  dscDescricao: z
    .string()
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, { error: 'lesson.descriptionMax' })
    .nullish()
    .transform((v) => v ?? ''),
  dscLink: z
    .string({ error: 'content.linkInvalid' })
    .trim()
    .refine(isHttpUrl, { error: 'content.linkInvalid' }),
});

/** Assembly (type 6): an assembly of the catalogue and a description. */
export const assemblyDetailSchema = z.object({
  codTrlMontagem: id('content.assemblyRequired'),
  dscTitulo: contentTitle,
  dscTexto: requiredText(CONTENT_TEXT_MAX, 'content.assemblyDescription', 'content.textMax'),
});

export type TextDetailInput = z.output<typeof textDetailSchema>;
export type VideoDetailInput = z.output<typeof videoDetailSchema>;
export type DialogueDetailInput = z.output<typeof dialogueDetailSchema>;
export type AssemblyDetailInput = z.output<typeof assemblyDetailSchema>;

/** A content's detail as its events hold it (images are file ids). */
export type ContentDetail =
  | ({ codTrlTipoConteudo: 1 } & TextDetailInput)
  | { codTrlTipoConteudo: 2; dscTitulo: string; dscImagem: string }
  | ({ codTrlTipoConteudo: 3 } & GameDetail)
  | ({ codTrlTipoConteudo: 4 } & DialogueDetailInput)
  | ({ codTrlTipoConteudo: 5 } & VideoDetailInput)
  | ({ codTrlTipoConteudo: 6 } & AssemblyDetailInput);

/** The types with a detail: all six (games through their own forms). */
export type AuthoredContentType = ContentDetail['codTrlTipoConteudo'];

/** A list body (`[...]`), or one wrapped in `entradas` / `dadosPersonagemTexto`. */
const dialogueList = (body: unknown) => {
  if (Array.isArray(body)) return { entradas: body };
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const list = b.entradas ?? b.dadosPersonagemTexto;
    return { ...b, entradas: list };
  }
  return body;
};
const dialogueBody = z.preprocess(dialogueList, dialogueDetailSchema);

/**
 * Where a detail goes: `codTrlConteudo`, an existing content (the legacy two-call flow), or
 * `codTrlAula`, a new content created with its detail in one event.
 */
const target = {
  codTrlConteudo: recordId().optional(),
  codTrlAula: recordId().optional(),
};

export const textDetailBodySchema = textDetailSchema.extend(target);
export const imageDetailBodySchema = imageDetailSchema.extend(target);
export const videoDetailBodySchema = videoDetailSchema.extend(target);
export const assemblyDetailBodySchema = assemblyDetailSchema.extend(target);
export const dialogueDetailBodySchema = z.preprocess(dialogueList, dialogueDetailSchema.extend(target));
/** POST /api/trl_conteudo_jogo: the game (see gameDetailSchema) and where it goes. */
export const gameDetailBodySchema = z.object(target).and(gameDetailSchema);

/**
 * POST /api/trl_conteudo: a content at the end of a lesson, of a type (required). It may carry
 * its detail (`dadosTexto`, `dadosPersonagemTexto`, `dadosVideo`, `dadosMontagem`, `jogo`), then one
 * event creates both; without it the detail POST follows (the legacy two-call flow).
 */
export const createContentSchema = z.object({
  codTrlAula: id('generic.invalid'),
  codTrlTipoConteudo: z.coerce
    .number({ error: 'content.typeRequired' })
    .int({ error: 'content.typeRequired' })
    .min(1, { error: 'content.typeRequired' })
    .max(6, { error: 'content.typeRequired' }),
  dadosTexto: textDetailSchema.optional(),
  dadosPersonagemTexto: dialogueBody.optional(),
  dadosVideo: videoDetailSchema.optional(),
  dadosMontagem: assemblyDetailSchema.optional(),
  jogo: gameDetailSchema.optional(),
  codTrlConteudo: z.unknown().optional(),
  numSequencia: z.unknown().optional(),
});
export type CreateContentInput = z.output<typeof createContentSchema>;

/** PUT /api/trl_conteudo/{id}: the type stays; a `dados*` field changes the detail. */
export const updateContentSchema = createContentSchema.extend({
  codTrlAula: z.unknown().optional(),
  codTrlTipoConteudo: z.coerce.number().int().optional(),
});
export type UpdateContentInput = z.output<typeof updateContentSchema>;

/** PUT /api/trl_conteudo/inverterConteudos/x: two contents of one lesson swap sequence numbers. */
export const swapContentsSchema = swapSchema('conteudo', 'codTrlConteudo');
export type SwapContentsInput = z.output<typeof swapContentsSchema>;

/** A content as GET /trl_conteudo answers it, with what its preview shows. */
export interface Content {
  codTrlConteudo: number;
  codTrlAula: number;
  codTrlTipoConteudo: number;
  numSequencia: number;
  nomTipo: string;
  dscTitulo: string | null;
  dscTexto: string | null;
  /** Where the image is served (`/api/files/<id>`), for image contents. */
  dscImagem: string | null;
  /** The game's name, for game contents. */
  nomJogo: string | null;
  /**
   * A plain label: the characters of a dialogue, a video's title or link, an assembly's name, and
   * a game's first question (else its description), which tells two games of one kind apart.
   */
  label: string | null;
}

/** A lesson with its contents: one lesson card of the chapter editor. */
export interface EditorLesson {
  codTrlAula: number;
  codTrlCapitulo: number;
  codTrlMateria: number;
  numSequencia: number;
  dscTitulo: string;
  dscDescricao: string;
  conteudos: Content[];
}

/** GET /api/trl_aula/editorDoCapitulo/{id}: the whole chapter in one answer. */
export interface ChapterEditor {
  codTrlCapitulo: number;
  codTrlLivro: number;
  dscTitulo: string;
  aulas: EditorLesson[];
}

/** Recognised video hosts, for the player. */
export type VideoProvider = { kind: 'youtube' | 'vimeo'; embedUrl: string } | { kind: 'link'; url: string };

/** YouTube (watch, youtu.be, shorts, embed) and Vimeo links get an embeddable player URL. */
export function videoProvider(link: string): VideoProvider {
  if (!isHttpUrl(link)) return { kind: 'link', url: link };
  const url = new URL(link);
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') {
    const v = url.pathname.slice(1).split('/')[0];
    if (v) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${v}` };
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([\w-]+)/)?.[1];
    if (v) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${v}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = url.pathname.match(/(\d+)/)?.[1];
    if (v) return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${v}?dnt=1` };
  }
  return { kind: 'link', url: link };
}
