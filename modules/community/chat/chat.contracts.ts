import { z } from 'zod';
import { ID_MAX } from '@school/modules/kernel';

export const CHAT_MESSAGE_MAX = 250;
/** The welcome every room starts with (not stored: the first line of every history). */
export const CHAT_WELCOME = 'Bem vindo ao chat!';
/** The socket.io namespace of the chat. */
export const CHAT_NAMESPACE = '/chat';

/**
 * Text shortcuts the client turns into emoticons as it shows a message (decision 0031): the
 * stored text keeps what was typed.
 */
export const CHAT_EMOTICONS = [
  { code: ':)', emoji: '🙂', name: 'smile' },
  { code: ':(', emoji: '🙁', name: 'sad' },
  { code: '<3', emoji: '❤️', name: 'heart' },
  { code: ':zzz:', emoji: '😴', name: 'sleeping' },
  { code: ':brasil:', emoji: '🇧🇷', name: 'Brazil flag' },
  { code: ':18+:', emoji: '🔞', name: '18+' },
] as const;

/** The text with every shortcut turned into its emoticon. */
export function withEmoticons(text: string): string {
  return CHAT_EMOTICONS.reduce((out, { code, emoji }) => out.split(code).join(emoji), text);
}

/** The room list's preview: 13 characters and an ellipsis when the message is over 16. */
export function chatPreview(text: string): string {
  return text.length > 16 ? `${text.slice(0, 13)}...` : text;
}

const text = z
  .string({ error: 'chat.blank' })
  .refine((t) => t.trim().length > 0, { error: 'chat.blank' })
  .refine((t) => t.length <= CHAT_MESSAGE_MAX, { error: 'chat.tooLong' });

/** POST /api/cht_mensagem: the text (250) in a room of the caller; `clientId` makes a retry harmless. */
export const chatMessageSchema = z.object({
  codChtSala: z
    .number({ error: 'chat.roomNotFound' })
    .int()
    .positive({ error: 'chat.roomNotFound' })
    .max(ID_MAX, { error: 'chat.roomNotFound' }),
  txtMensagem: text,
  clientId: z.string().min(1).max(100).optional(),
});
export type ChatMessageInput = z.output<typeof chatMessageSchema>;

/**
 * Socket `chatToServer`: the spec's fields (login, nome, sala, horario, conteudo); the server
 * trusts only sala and conteudo (who sends is the socket's session). `id` is the client's own id
 * for the message (a resend after a dropped connection is recognised).
 */
export const chatToServerSchema = z.object({
  login: z.string().optional(),
  nome: z.string().optional(),
  sala: z
    .number({ error: 'chat.roomNotFound' })
    .int()
    .positive({ error: 'chat.roomNotFound' })
    .max(ID_MAX, { error: 'chat.roomNotFound' }),
  horario: z.string().optional(),
  conteudo: text,
  id: z.string().min(1).max(100).optional(),
});
export type ChatToServer = z.output<typeof chatToServerSchema>;

/** Socket `requestSyncMessages`: a room, and the last message id the client has (0: all). */
export const requestSyncSchema = z.object({
  sala: z
    .number({ error: 'chat.roomNotFound' })
    .int()
    .positive({ error: 'chat.roomNotFound' })
    .max(ID_MAX, { error: 'chat.roomNotFound' }),
  depois: z.number().int().min(0).max(ID_MAX).default(0),
});

/** A room of the caller (GET /api/cht_usuario_sala/listarSalas/x). */
export interface ChatRoom {
  codChtSala: number;
  nomSala: string;
  /** 'turma': a class's students and teachers; 'unidade': a unit's staff. */
  tipo: 'turma' | 'unidade';
  ultimaMensagem: ChatMessage | null;
}

/** A message (REST and socket: `chatToClient`, `syncMessages`). */
export interface ChatMessage {
  codChtMensagem: number;
  codChtSala: number;
  txtMensagem: string;
  codUsuarioCriacao: number;
  cstLogin: string;
  nomUsuario: string;
  /** ISO. */
  datCriacao: string;
  /** The sender's own id for it, when it gave one. */
  clientId: string | null;
}

/** A member of a room (GET /api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=, socket `getUsersInChat`). */
export interface ChatRoomUser {
  codChtSala: number;
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
  online: boolean;
}

/** Socket events, as the spec names them. */
export const CHAT_EVENTS = {
  toServer: 'chatToServer',
  requestSync: 'requestSyncMessages',
  disconnect: 'disconnectFromServer',
  connected: 'userConnectedOnServer',
  disconnected: 'userDisconnectedOnServer',
  sync: 'syncMessages',
  toClient: 'chatToClient',
  users: 'getUsersInChat',
} as const;

/** `syncMessages`: a room's messages after the one asked for, oldest first. */
export interface ChatSync {
  sala: number;
  mensagens: ChatMessage[];
}

/** `userConnectedOnServer` / `userDisconnectedOnServer`. */
export interface ChatPresence {
  codBseUsuario: number;
  login: string;
  nome: string;
}

/** The answer (ack) to `chatToServer`: the saved message, or why it was refused. */
export type ChatAck = { ok: true; mensagem: ChatMessage } | ChatRefusal;

/** Why a socket event was refused: its message code and text in the socket's language. */
export interface ChatRefusal {
  ok: false;
  code: string;
  message: string;
  /** A limit's refusal (`chat.tooMany`): the seconds to wait, as HTTP's `Retry-After`. */
  retryAfterSeconds?: number;
}

/** The answer (ack) to `requestSyncMessages`: the same sync it emits, or why it was refused. */
export type ChatSyncAck = ({ ok: true } & ChatSync) | ChatRefusal;
