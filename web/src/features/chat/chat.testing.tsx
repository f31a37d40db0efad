// The fixtures that the tests of the chat's parts share.
import type { ChatMessage } from '@school/modules/community/contracts';
import type { ChatItem } from './chatState';

/** A message saved in room 1, sent by Maria Souza (20) at 14:30, or by the user `codUsuarioCriacao`. */
export const sent = (codChtMensagem: number, txtMensagem: string, codUsuarioCriacao = 20): ChatItem => ({
  status: 'sent',
  message: {
    codChtMensagem,
    codChtSala: 1,
    txtMensagem,
    codUsuarioCriacao,
    cstLogin: 'DMMT-0007',
    nomUsuario: 'Maria Souza',
    datCriacao: '2026-05-10T14:30:00',
    clientId: null,
  } satisfies ChatMessage,
});
