import {
  ANSWER_WITHIN_DAYS,
  type DataRequestEntry,
  type DataRequestKind,
  type DataRequestPerson,
  type DataRequestStatus,
  type RequesterRelation,
} from '@school/modules/privacy';
import { tablesOf, type Db } from '@school/projections/kernel';
import { dataRequestListSchema } from './data-request-list.tables.js';

/** Whose requests a caller sees: every one (Master), its school's users' and its own (Gestor), its own. */
export type DataRequestScope =
  { kind: 'all' } | { kind: 'school'; schoolId: number; userId: number } | { kind: 'own'; userId: number };

const DAY_MS = 24 * 3600 * 1000;

interface Selected {
  codSolicitacao: number;
  codBseUsuario: number;
  tipo: string;
  relacao: string;
  nome: string | null;
  documento: string | null;
  motivo: string | null;
  codBseEscola: number | null;
  codUsuarioSolicitacao: number;
  registradoEm: Date;
  codUsuarioExecucao: number | null;
  executadoEm: Date | null;
  status: string;
  expiraEm: Date | null;
  titularNome: string | null;
  registradorNome: string | null;
  executorNome: string | null;
}

function query(db: Db) {
  return tablesOf(db, dataRequestListSchema)
    .selectFrom('data_request_list as r')
    .leftJoin('data_request_people as t', 't.cod_bse_usuario', 'r.cod_bse_usuario')
    .leftJoin('data_request_people as g', 'g.cod_bse_usuario', 'r.cod_usuario_solicitacao')
    .leftJoin('data_request_people as x', 'x.cod_bse_usuario', 'r.cod_usuario_execucao')
    .select([
      'r.cod_solicitacao as codSolicitacao',
      'r.cod_bse_usuario as codBseUsuario',
      'r.tipo',
      'r.relacao',
      'r.nome',
      'r.documento',
      'r.motivo',
      'r.cod_bse_escola as codBseEscola',
      'r.cod_usuario_solicitacao as codUsuarioSolicitacao',
      'r.registrado_em as registradoEm',
      'r.cod_usuario_execucao as codUsuarioExecucao',
      'r.executado_em as executadoEm',
      'r.status',
      'r.expira_em as expiraEm',
      't.nom_usuario as titularNome',
      'g.nom_usuario as registradorNome',
      'x.nom_usuario as executorNome',
    ]);
}

const person = (codBseUsuario: number, nomUsuario: string | null): DataRequestPerson => ({
  codBseUsuario,
  nomUsuario,
});

/** A request as the API answers it, at `now`: its days (to its answer, or to now) and whether past the 15. */
export function dataRequestEntry(r: Selected, now: Date): DataRequestEntry {
  const answered = r.status === 'pendente' ? now : (r.executadoEm ?? now);
  const dias = Math.max(0, Math.floor((answered.getTime() - r.registradoEm.getTime()) / DAY_MS));
  const expired = r.status === 'concluida' && r.expiraEm !== null && r.expiraEm.getTime() <= now.getTime();
  return {
    codSolicitacao: r.codSolicitacao,
    tipo: r.tipo as DataRequestKind,
    titular: person(r.codBseUsuario, r.titularNome),
    relacao: r.relacao as RequesterRelation,
    nome: r.nome,
    documento: r.documento,
    motivo: r.motivo,
    registradoPor: person(r.codUsuarioSolicitacao, r.registradorNome),
    registradoEm: r.registradoEm.toISOString(),
    executadoPor: r.codUsuarioExecucao === null ? null : person(r.codUsuarioExecucao, r.executorNome),
    executadoEm: r.executadoEm?.toISOString() ?? null,
    status: (expired ? 'expirada' : r.status) as DataRequestStatus,
    dias,
    atrasada: dias > ANSWER_WITHIN_DAYS,
    expiraEm: r.expiraEm?.toISOString() ?? null,
  };
}

/** The requests in the caller's scope, newest first. */
export async function listDataRequests(
  db: Db,
  scope: DataRequestScope,
  now: Date,
): Promise<DataRequestEntry[]> {
  let list = query(db);
  if (scope.kind === 'school')
    list = list.where((w) =>
      w.or([w('r.cod_bse_escola', '=', scope.schoolId), w('r.cod_usuario_solicitacao', '=', scope.userId)]),
    );
  else if (scope.kind === 'own') list = list.where('r.cod_usuario_solicitacao', '=', scope.userId);
  const rows = (await list
    .orderBy('r.registrado_em', 'desc')
    .orderBy('r.cod_solicitacao', 'desc')
    .execute()) as Selected[];
  return rows.map((r) => dataRequestEntry(r, now));
}

/** One request with the columns its scope is checked on (school, recorder). */
export async function findDataRequest(
  db: Db,
  codSolicitacao: number,
  now: Date,
): Promise<(DataRequestEntry & { codBseEscola: number | null }) | undefined> {
  const row = (await query(db).where('r.cod_solicitacao', '=', codSolicitacao).executeTakeFirst()) as
    Selected | undefined;
  return row && { ...dataRequestEntry(row, now), codBseEscola: row.codBseEscola };
}

/** The ids of every copy asked of one person's data (their files go with an erasure). */
export async function copiesOf(db: Db, codBseUsuario: number): Promise<number[]> {
  const rows = await tablesOf(db, dataRequestListSchema)
    .selectFrom('data_request_list')
    .select('cod_solicitacao')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('tipo', '=', 'copia' satisfies DataRequestKind)
    .execute();
  return rows.map((row) => row.cod_solicitacao);
}

/** Whether an erasure of the person is recorded and not carried out. */
export async function hasPendingErasure(db: Db, codBseUsuario: number): Promise<boolean> {
  const row = await tablesOf(db, dataRequestListSchema)
    .selectFrom('data_request_list')
    .select('cod_solicitacao')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('tipo', '=', 'eliminacao' satisfies DataRequestKind)
    .where('status', '=', 'pendente')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The requests answered (carried out or failed) before `before`, oldest first: those whose five
 * years are over. A pending request is never due.
 */
export async function requestsAnsweredBefore(db: Db, before: Date): Promise<number[]> {
  const rows = await tablesOf(db, dataRequestListSchema)
    .selectFrom('data_request_list')
    .select('cod_solicitacao')
    .where('status', '<>', 'pendente' satisfies DataRequestStatus)
    .where('executado_em', '<', before)
    .orderBy('cod_solicitacao')
    .execute();
  return rows.map((row) => row.cod_solicitacao);
}

/** An erasure request as the retention's check of unfinished erasures reads it. */
export interface ErasureRequestRow {
  codSolicitacao: number;
  codBseUsuario: number;
  status: DataRequestStatus;
  registradoEm: Date;
}

/** Every erasure request on record (pending, carried out or failed). */
export async function erasureRequests(db: Db): Promise<ErasureRequestRow[]> {
  const rows = await tablesOf(db, dataRequestListSchema)
    .selectFrom('data_request_list')
    .select([
      'cod_solicitacao as codSolicitacao',
      'cod_bse_usuario as codBseUsuario',
      'status',
      'registrado_em as registradoEm',
    ])
    .where('tipo', '=', 'eliminacao' satisfies DataRequestKind)
    .orderBy('cod_solicitacao')
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as DataRequestStatus }));
}
