import type { ChatMessage } from '@school/modules/community/contracts';

/** A message of room 1 by Maria Souza (user 20), its text `Mensagem <id>` unless changed. */
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
