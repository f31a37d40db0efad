// The fixtures that the chat's tests share.
import type { ChatMessage } from '@school/modules/community/contracts';
import type { ChatItem } from './chatState';

/** A message of room 1 by Maria Souza (user 20) at 14:30, its text `Mensagem <id>` unless changed. */
export const msg = (codChtMensagem: number, change: Partial<ChatMessage> = {}): ChatMessage => ({
  codChtMensagem,
  codChtSala: 1,
  txtMensagem: `Mensagem ${codChtMensagem}`,
  codUsuarioCriacao: 20,
  cstLogin: 'DMMT-0007',
  nomUsuario: 'Maria Souza',
  datCriacao: '2026-05-10T14:30:00',
  clientId: null,
  ...change,
});

/** That message saved, with its text, sent by Maria Souza or by the user `codUsuarioCriacao`. */
export const sent = (codChtMensagem: number, txtMensagem: string, codUsuarioCriacao = 20): ChatItem => ({
  status: 'sent',
  message: msg(codChtMensagem, { txtMensagem, codUsuarioCriacao }),
});
