import type { ChatEvent } from '@school/modules/community';
import { assertNever } from '@school/modules/kernel';
import { RowChanges, defineProjection } from '@school/projections/kernel';
import { type ChatMessageRow, chatSchema } from './chat.tables.js';

/** The chat (`/chat`): each room's history, its last message, one message. */
export const chatProjection = defineProjection<ChatEvent>()({
  name: 'chat',
  schema: chatSchema,
  handles: ['ChatMessageSent', 'ChatMessageDeleted'],

  async project(events, trx, names) {
    const messages = new RowChanges<ChatMessageRow>(chatSchema.chat_messages, 'cod_cht_mensagem');
    for (const e of events) {
      switch (e.type) {
        case 'ChatMessageSent':
          messages.insert({
            cod_cht_mensagem: e.data.codChtMensagem,
            cod_cht_sala: e.data.codChtSala,
            txt_mensagem: e.data.txtMensagem,
            cod_usuario_criacao: e.data.autor.codBseUsuario,
            cst_login: e.data.autor.cstLogin,
            nom_usuario: e.data.autor.nomUsuario,
            dat_criacao: e.createdAt,
            client_id: e.data.clientId,
          });
          break;
        case 'ChatMessageDeleted':
          messages.delete(e.data.codChtMensagem);
          break;
        default:
          return assertNever(e);
      }
    }
    await messages.apply(trx, names.chat_messages);
  },
});
