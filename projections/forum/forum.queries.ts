import { type ExpressionBuilder, sql } from 'kysely';
import { tablesOf, type Db, type TablesOf } from '@school/projections/kernel';
import { forumSchema } from './forum.tables.js';

export interface ForumTopicRecord {
  codFrmTopico: number;
  codFrmSala: number;
  txtTopico: string;
  dscTopico: string;
  /** Null: the Master's, read by the whole network. */
  codBseEscola: number | null;
  codUsuarioCriacao: number;
  nomUsuario: string;
  cstLogin: string;
  datCriacao: Date;
  indFechado: 'S' | 'N';
  quantidadeRespostas: number;
}

export interface ForumPostRecord {
  codFrmPostagem: number;
  codFrmTopico: number;
  txtPostagem: string;
  codUsuarioCriacao: number;
  nomUsuario: string;
  cstLogin: string;
  datCriacao: Date;
}

function selectTopics(db: Db) {
  const t = tablesOf(db, forumSchema);
  return t.selectFrom('forum_topics as t').select((eb) => [
    't.cod_frm_topico as codFrmTopico',
    't.cod_frm_sala as codFrmSala',
    't.txt_topico as txtTopico',
    't.dsc_topico as dscTopico',
    't.escola as codBseEscola',
    't.cod_usuario_criacao as codUsuarioCriacao',
    't.nom_usuario as nomUsuario',
    't.cst_login as cstLogin',
    't.dat_criacao as datCriacao',
    't.ind_fechado as indFechado',
    eb
      .selectFrom('forum_posts as p')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('p.cod_frm_topico', '=', 't.cod_frm_topico')
      .as('quantidadeRespostas'),
  ]);
}

const topic = (row: Record<string, unknown>): ForumTopicRecord =>
  ({ ...row, quantidadeRespostas: Number(row.quantidadeRespostas ?? 0) }) as unknown as ForumTopicRecord;

/** Whose topics a reader of this school sees: its school's and the network's (undefined: every school's). */
type ReaderSchool = number | null | undefined;

type Topics = { t: TablesOf<typeof forumSchema>['forum_topics'] };

/** The filter of the topics a reader of this school sees, on the topics aliased `t`. */
const readableBy = (school: ReaderSchool) => (eb: ExpressionBuilder<Topics, 't'>) =>
  school === undefined
    ? eb.lit(true)
    : eb.or([eb('t.escola', 'is', null), ...(school === null ? [] : [eb('t.escola', '=', school)])]);

/**
 * A room's topics a reader of this school sees, newest first: its school's and the network's
 * (`school` undefined: every school's, for the Master).
 */
export async function topicsOfRoom(
  db: Db,
  codFrmSala: number,
  school: ReaderSchool,
): Promise<ForumTopicRecord[]> {
  const query = selectTopics(db).where('t.cod_frm_sala', '=', codFrmSala).where(readableBy(school));
  return (await query.orderBy('t.cod_frm_topico', 'desc').execute()).map(topic);
}

/** What a room's card tells a reader: how many topics it reads there, and the latest topic or reply. */
export interface ForumRoomActivity {
  codFrmSala: number;
  quantidadeTopicos: number;
  /** When the latest topic or reply of the room was written; null for an empty room. */
  datUltimaAtividade: Date | null;
  /** Who wrote it (the name the topics and replies show). */
  nomUsuarioUltimaAtividade: string | null;
}

/** Each room's activity among the topics a reader of this school sees (rooms without any are absent). */
export async function roomsActivity(db: Db, school: ReaderSchool): Promise<ForumRoomActivity[]> {
  const t = tablesOf(db, forumSchema);
  const counts = await t
    .selectFrom('forum_topics as t')
    .where(readableBy(school))
    .select(['t.cod_frm_sala as codFrmSala', sql<number>`count(*)::int`.as('n')])
    .groupBy('t.cod_frm_sala')
    .execute();
  const topics = t
    .selectFrom('forum_topics as t')
    .where(readableBy(school))
    .select(['t.cod_frm_sala as sala', 't.dat_criacao as at', 't.nom_usuario as nome']);
  const replies = t
    .selectFrom('forum_posts as p')
    .innerJoin('forum_topics as t', 't.cod_frm_topico', 'p.cod_frm_topico')
    .where(readableBy(school))
    .select(['t.cod_frm_sala as sala', 'p.dat_criacao as at', 'p.nom_usuario as nome']);
  const latest = await t
    .selectFrom(topics.unionAll(replies).as('a'))
    .distinctOn('a.sala')
    .select(['a.sala', 'a.at', 'a.nome'])
    .orderBy('a.sala')
    .orderBy('a.at', 'desc')
    .execute();
  const latestOf = new Map(latest.map((l) => [l.sala, l]));
  return counts.map(({ codFrmSala, n }) => ({
    codFrmSala,
    quantidadeTopicos: Number(n),
    datUltimaAtividade: latestOf.get(codFrmSala)?.at ?? null,
    nomUsuarioUltimaAtividade: latestOf.get(codFrmSala)?.nome ?? null,
  }));
}

export async function findForumTopic(db: Db, id: number): Promise<ForumTopicRecord | undefined> {
  const row = await selectTopics(db).where('t.cod_frm_topico', '=', id).executeTakeFirst();
  return row && topic(row);
}

/** A topic's posts, oldest first. */
export async function postsOfTopic(db: Db, codFrmTopico: number): Promise<ForumPostRecord[]> {
  return tablesOf(db, forumSchema)
    .selectFrom('forum_posts')
    .select([
      'cod_frm_postagem as codFrmPostagem',
      'cod_frm_topico as codFrmTopico',
      'txt_postagem as txtPostagem',
      'cod_usuario_criacao as codUsuarioCriacao',
      'nom_usuario as nomUsuario',
      'cst_login as cstLogin',
      'dat_criacao as datCriacao',
    ])
    .where('cod_frm_topico', '=', codFrmTopico)
    .orderBy('cod_frm_postagem')
    .execute();
}

/** The topic a post is in (the write path's lookup). */
export async function topicOfPost(db: Db, codFrmPostagem: number): Promise<number | undefined> {
  const row = await tablesOf(db, forumSchema)
    .selectFrom('forum_posts')
    .select('cod_frm_topico')
    .where('cod_frm_postagem', '=', codFrmPostagem)
    .executeTakeFirst();
  return row?.cod_frm_topico;
}
