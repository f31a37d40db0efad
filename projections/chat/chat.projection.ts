import { sql } from 'kysely';
import type { ChatEvent } from '@school/modules/community';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { type ChatMessageRow, chatSchema } from './chat.tables.js';

type Table = keyof typeof chatSchema;

const HANDLES = ['ChatMessageSent', 'ChatMessageDeleted'] as const satisfies readonly ChatEvent['type'][];

/** The chat (`/chat`): each room's history, its last message, one message. */
export const chatProjection: Projection<Table> = {
  name: 'chat',
  tables: ['chat_messages'],
  schema: chatSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.chat_messages)} (
      cod_cht_mensagem int primary key,
      cod_cht_sala int not null,
      txt_mensagem text not null,
      cod_usuario_criacao int not null,
      cst_login text not null,
      nom_usuario text not null,
      dat_criacao timestamptz not null,
      client_id text
    )`.execute(db);
    await sql`create index on ${sql.table(names.chat_messages)} (cod_cht_sala, cod_cht_mensagem)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const messages = new RowChanges<ChatMessageRow>(chatSchema.chat_messages, 'cod_cht_mensagem');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as ChatEvent;
      switch (e.type) {
        case 'ChatMessageSent':
          messages.insert({
            cod_cht_mensagem: e.data.codChtMensagem,
            cod_cht_sala: e.data.codChtSala,
            txt_mensagem: e.data.txtMensagem,
            cod_usuario_criacao: e.data.autor.codBseUsuario,
            cst_login: e.data.autor.cstLogin,
            nom_usuario: e.data.autor.nomUsuario,
            dat_criacao: event.createdAt,
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
};
