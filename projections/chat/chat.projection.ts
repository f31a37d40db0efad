import type { ChatEvent } from '@school/modules/community';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type ChatMessageRow, chatSchema } from './chat.tables.js';

/** The chat (`/chat`): each room's history, its last message, one message. */
export const chatProjection = defineProjection<ChatEvent>()({
  name: 'chat',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  version: 2,
  schema: chatSchema,
  handles: ['ChatMessageSent', 'ChatMessageDeleted'],

  async project(events, trx, names) {
    const messages = new RowChanges<ChatMessageRow>(chatSchema.chat_messages, 'cod_cht_mensagem');
    onEach(events, {
      ChatMessageSent: (e) =>
        messages.insertFrom(
          { ...e.data, ...e.data.autor },
          { cod_usuario_criacao: e.data.autor.codBseUsuario, dat_criacao: e.createdAt },
        ),
      ChatMessageDeleted: (e) => messages.delete(e.data.codChtMensagem),
    });
    await messages.apply(trx, names.chat_messages);
  },
});
