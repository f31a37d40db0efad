import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { AccessClientDetailsAddedData, AccessEvent, LoginAttemptedData } from '@school/modules/identity';
import type { Projection } from '@school/projections/kernel';

type Table = 'access_log';

interface Row {
  attempt_id: string;
  position: string;
  cst_login: string;
  cod_bse_usuario: number | null;
  ind_sucesso: 'S' | 'N';
  txt_observacao: string;
  http_status: number;
  nom_so: string | null;
  txt_versao_so: string | null;
  nom_navegador: string | null;
  txt_versao_navegador: string | null;
  ip: string;
  dth_acesso: string;
}

function row(data: LoginAttemptedData, position: string): Row {
  return {
    attempt_id: data.attemptId,
    position,
    cst_login: data.cstLogin,
    cod_bse_usuario: data.codBseUsuario,
    ind_sucesso: data.indSucesso,
    txt_observacao: data.txtObservacao,
    http_status: data.httpStatus,
    nom_so: data.nomSo,
    txt_versao_so: data.txtVersaoSo,
    nom_navegador: data.nomNavegador,
    txt_versao_navegador: data.txtVersaoNavegador,
    ip: data.ip,
    dth_acesso: data.at,
  };
}

type Details = Pick<
  Row,
  'attempt_id' | 'nom_so' | 'txt_versao_so' | 'nom_navegador' | 'txt_versao_navegador'
>;

/** A null field keeps what is recorded, as the access decider merges them. */
function merge(base: Details, d: AccessClientDetailsAddedData): Details {
  return {
    attempt_id: base.attempt_id,
    nom_so: d.nomSo ?? base.nom_so,
    txt_versao_so: d.txtVersaoSo ?? base.txt_versao_so,
    nom_navegador: d.nomNavegador ?? base.nom_navegador,
    txt_versao_navegador: d.txtVersaoNavegador ?? base.txt_versao_navegador,
  };
}

const blank = (attemptId: string): Details => ({
  attempt_id: attemptId,
  nom_so: null,
  txt_versao_so: null,
  nom_navegador: null,
  txt_versao_navegador: null,
});

/**
 * The access log administrators audit: one row per login attempt. A batch is folded in memory
 * (details sent right after a sign-in land on the new row before it is written), then written
 * with one insert and one set-based update.
 */
export const accessLogProjection: Projection<Table> = {
  name: 'access-log',
  tables: ['access_log'],
  handles: ['LoginAttempted', 'AccessClientDetailsAdded'] satisfies AccessEvent['type'][],

  async createTables(db, names) {
    const t = sql.table(names.access_log);
    await sql`create table ${t} (
      attempt_id uuid primary key,
      position text collate "C" not null,
      cst_login text not null,
      cod_bse_usuario int,
      ind_sucesso char(1) not null,
      txt_observacao text not null,
      http_status int not null,
      nom_so text,
      txt_versao_so text,
      nom_navegador text,
      txt_versao_navegador text,
      ip text not null,
      dth_acesso timestamptz not null
    )`.execute(db);
    // Newest first, all of them or one login's (prefix search), or one user's latest.
    await sql`create index on ${t} (position)`.execute(db);
    await sql`create index on ${t} (cst_login text_pattern_ops, position)`.execute(db);
    await sql`create index on ${t} (cod_bse_usuario, position) where cod_bse_usuario is not null`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const inserts = new Map<string, Row>();
    const updates = new Map<string, Details>();
    for (const event of events) {
      const e = { type: event.type, data: event.data } as AccessEvent;
      switch (e.type) {
        case 'LoginAttempted':
          inserts.set(e.data.attemptId, row(e.data, event.position));
          break;
        case 'AccessClientDetailsAdded': {
          const id = e.data.attemptId;
          const pending = inserts.get(id);
          if (pending) inserts.set(id, { ...pending, ...merge(pending, e.data) });
          else updates.set(id, merge(updates.get(id) ?? blank(id), e.data));
          break;
        }
        default:
          break; // not an access event
      }
    }
    const table = names.access_log;
    const rows = [...inserts.values()];
    for (let i = 0; i < rows.length; i += 1000) {
      // A replayed batch finds its rows already there.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) => oc.column('attempt_id').doNothing())
        .execute();
    }
    if (updates.size) {
      await sql`update ${sql.table(table)} as a set
          nom_so = coalesce(u.nom_so, a.nom_so),
          txt_versao_so = coalesce(u.txt_versao_so, a.txt_versao_so),
          nom_navegador = coalesce(u.nom_navegador, a.nom_navegador),
          txt_versao_navegador = coalesce(u.txt_versao_navegador, a.txt_versao_navegador)
        from jsonb_to_recordset(${JSON.stringify([...updates.values()])}::jsonb)
          as u(attempt_id uuid, nom_so text, txt_versao_so text, nom_navegador text, txt_versao_navegador text)
        where a.attempt_id = u.attempt_id`.execute(trx);
    }
  },
};
