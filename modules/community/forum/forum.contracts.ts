import { z } from 'zod';
import { ID_MAX, recordId, requiredText } from '@school/modules/kernel';

/** The forum's rooms, fixed by the platform (the spec's titles by id). */
export const FORUM_ROOMS = [
  { codFrmSala: 1, nomSala: 'Português' },
  { codFrmSala: 2, nomSala: 'Matemática' },
  { codFrmSala: 3, nomSala: 'Artes' },
  { codFrmSala: 4, nomSala: 'Geral' },
] as const;
export const FORUM_TOPIC_TITLE_MAX = 100;
export const FORUM_TOPIC_MESSAGE_MAX = 240;
export const FORUM_POST_MAX = 255;

const ALL = 'forum.fillAll';

const topicText = {
  txtTopico: requiredText(FORUM_TOPIC_TITLE_MAX, ALL, 'forum.titleMax'),
  dscTopico: requiredText(FORUM_TOPIC_MESSAGE_MAX, ALL, 'forum.messageMax'),
};

/**
 * POST /api/frm_topico: a room, a title (100) and a message (240); `codBseEscola`, the school whose
 * room it is, the caller's own when absent (decision 0075: another school's room is out of scope).
 */
export const forumTopicSchema = z.object({
  codFrmSala: z
    .number({ error: ALL })
    .int()
    .refine((id) => FORUM_ROOMS.some((r) => r.codFrmSala === id), { error: 'forum.roomNotFound' }),
  ...topicText,
  codBseEscola: recordId().optional(),
});
export type ForumTopicInput = z.output<typeof forumTopicSchema>;

/** PUT /api/frm_topico/{id}: title and message again, and `indFechado` S to close it. */
export const forumTopicChangeSchema = z.object({
  ...topicText,
  indFechado: z.enum(['S', 'N'], { error: ALL }).default('N'),
});
export type ForumTopicChange = z.output<typeof forumTopicChangeSchema>;

/** POST /api/frm_postagem: a post (255) in a topic. */
export const forumPostSchema = z.object({
  codFrmTopico: z.number({ error: ALL }).int().positive({ error: ALL }).max(ID_MAX, { error: ALL }),
  txtPostagem: requiredText(FORUM_POST_MAX, ALL, 'forum.postMax'),
});
export type ForumPostInput = z.output<typeof forumPostSchema>;

/** PUT /api/frm_postagem/{id}: the text again. */
export const forumPostChangeSchema = forumPostSchema.pick({ txtPostagem: true });

export interface ForumRoom {
  codFrmSala: number;
  nomSala: string;
}

/** A room as GET /api/frm_sala answers it: with what its card tells of the topics the caller reads there. */
export interface ForumRoomCard extends ForumRoom {
  quantidadeTopicos: number;
  /** ISO: when the latest topic or reply was written; null for a room without topics. */
  datUltimaAtividade: string | null;
  /** Who wrote it; null for a room without topics. */
  nomUsuarioUltimaAtividade: string | null;
}

/** A topic as GET /api/frm_topico/topicosDaSala/{roomId} answers it. */
export interface ForumTopic {
  codFrmTopico: number;
  codFrmSala: number;
  txtTopico: string;
  dscTopico: string;
  codUsuarioCriacao: number;
  /** ISO. */
  datCriacao: string;
  nomUsuario: string;
  cstLogin: string;
  /** The author's avatar as the directory keeps it (a file id, shown through /api/files), or null. */
  imgAvatar: string | null;
  quantidadeRespostas: number;
  /** 1 when the caller may change or delete it (its author, or a moderator of its school). */
  permitirExcluir: 0 | 1;
  indFechado: 'S' | 'N';
}

/** A post as GET /api/frm_postagem/postagensDoTopico/{topicId} answers it. */
export interface ForumPost {
  codFrmPostagem: number;
  codFrmTopico: number;
  txtPostagem: string;
  /** ISO. */
  datCriacao: string;
  codUsuarioCriacao: number;
  nomUsuario: string;
  cstLogin: string;
  /** The author's avatar as the directory keeps it (a file id, shown through /api/files), or null. */
  imgAvatar: string | null;
  permitirExcluir: 0 | 1;
}

/** What the server pushes on the default socket when a topic gets a post (its readers reload). */
export const FORUM_POST_EVENT = 'forum:post';
export interface ForumPostNotice {
  codFrmTopico: number;
  codFrmPostagem: number;
}

/**
 * What the server pushes on the default socket when a topic is opened, changed, closed or
 * deleted, to the users who read it (its room's lists reload).
 */
export const FORUM_TOPIC_EVENT = 'forum:topic';
export type ForumTopicChangeKind = 'opened' | 'changed' | 'closed' | 'deleted';
export interface ForumTopicNotice {
  codFrmTopico: number;
  codFrmSala: number;
  change: ForumTopicChangeKind;
}
