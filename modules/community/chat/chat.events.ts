import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

export interface ChatAuthor {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
}

/**
 * A chat room's messages (`chat-room-<codChtSala>`): each message is saved here before anyone
 * else receives it. Messages append without conflict (a class chatting at once never sees a 409).
 */
export type ChatEvent =
  | DomainEvent<
      'ChatMessageSent',
      {
        codChtMensagem: number;
        codChtSala: number;
        txtMensagem: string;
        autor: ChatAuthor;
        /** The sender's own id for the message (a resend is recognised by it), or null. */
        clientId: string | null;
      }
    >
  | DomainEvent<'ChatMessageDeleted', { codChtMensagem: number; codChtSala: number }>;

export const isChatEvent = eventGuard<ChatEvent>({ ChatMessageSent: true, ChatMessageDeleted: true });

export const chatRoomStream = (codChtSala: number): string => `chat-room-${codChtSala}`;

/**
 * The chat rooms are derived, not created (decision 0031): a class's room for its students and
 * teachers, and a unit's room for its staff. Their ids keep the two apart: even for a class,
 * odd for a unit.
 */
export const classChatRoom = (codBseTurma: number): number => codBseTurma * 2;
export const unitChatRoom = (codBseUnidade: number): number => codBseUnidade * 2 + 1;
export function chatRoomOwner(codChtSala: number): { tipo: 'turma' | 'unidade'; id: number } {
  return codChtSala % 2 === 0
    ? { tipo: 'turma', id: codChtSala / 2 }
    : { tipo: 'unidade', id: (codChtSala - 1) / 2 };
}

/** What each chat event holds (decision 0061): the message and its author's name and login are the author's. */
export const chatPrivacy = privacyRegister<ChatEvent>({
  ChatMessageSent: {
    fields: {
      codChtMensagem: 'technical',
      codChtSala: 'technical',
      txtMensagem: 'text',
      autor: 'identity',
      clientId: 'technical',
    },
    owner: (data) => userKeyOwner(data.autor.codBseUsuario),
    ownerIs: 'the author (`autor`)',
    why: 'the message and who sent it',
  },
  ChatMessageDeleted: { fields: { codChtMensagem: 'technical', codChtSala: 'technical' } },
});
