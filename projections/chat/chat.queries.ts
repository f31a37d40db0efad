import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { chatSchema } from './chat.tables.js';

export interface ChatMessageRecord {
  codChtMensagem: number;
  codChtSala: number;
  txtMensagem: string;
  codUsuarioCriacao: number;
  cstLogin: string;
  nomUsuario: string;
  datCriacao: Date;
  clientId: string | null;
}

function selectMessages(db: Db) {
  return tablesOf(db, chatSchema)
    .selectFrom('chat_messages')
    .select([
      'cod_cht_mensagem as codChtMensagem',
      'cod_cht_sala as codChtSala',
      'txt_mensagem as txtMensagem',
      'cod_usuario_criacao as codUsuarioCriacao',
      'cst_login as cstLogin',
      'nom_usuario as nomUsuario',
      'dat_criacao as datCriacao',
      'client_id as clientId',
    ]);
}

/** A room's messages after one (0: from the start), oldest first: the last `limit` of them. */
export async function messagesOfRoom(
  db: Db,
  codChtSala: number,
  after = 0,
  limit = 200,
): Promise<ChatMessageRecord[]> {
  const rows = await selectMessages(db)
    .where('cod_cht_sala', '=', codChtSala)
    .where('cod_cht_mensagem', '>', after)
    .orderBy('cod_cht_mensagem', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** The last message of each of these rooms. */
export async function lastMessages(
  db: Db,
  rooms: readonly number[],
): Promise<Map<number, ChatMessageRecord>> {
  if (rooms.length === 0) return new Map();
  const rows = await selectMessages(db)
    .distinctOn('cod_cht_sala')
    .where('cod_cht_sala', 'in', [...rooms])
    .orderBy('cod_cht_sala')
    .orderBy('cod_cht_mensagem', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.codChtSala, r]));
}

export async function findChatMessage(db: Db, id: number): Promise<ChatMessageRecord | undefined> {
  return selectMessages(db).where('cod_cht_mensagem', '=', id).executeTakeFirst();
}

/** A message a sender already sent with this client id in this room (a resend). */
export async function findByClientId(
  db: Db,
  codChtSala: number,
  codUsuarioCriacao: number,
  clientId: string,
): Promise<ChatMessageRecord | undefined> {
  return selectMessages(db)
    .where('cod_cht_sala', '=', codChtSala)
    .where('cod_usuario_criacao', '=', codUsuarioCriacao)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** How many messages there are (the bench's check). */
export async function countChatMessages(db: Db): Promise<number> {
  const row = await tablesOf(db, chatSchema)
    .selectFrom('chat_messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
