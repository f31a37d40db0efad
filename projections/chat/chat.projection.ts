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
          messages.insertFrom(
            { ...e.data, ...e.data.autor },
            { cod_usuario_criacao: e.data.autor.codBseUsuario, dat_criacao: e.createdAt },
          );
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
