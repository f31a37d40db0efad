import { type RawBuilder, sql } from 'kysely';
import {
  ACCESS_LOG_LABELS,
  type AccessClientDetailsAddedData,
  type AccessEvent,
  type AccessOutcome,
  type AccessRetentionEvent,
} from '@school/modules/identity';
import { ERASED } from '@school/modules/kernel';
import { RowChanges, defineProjection, onEach, type TableNames, type Trx } from '@school/projections/kernel';
import { accessLogSchema, type AccessRow } from './access-log.tables.js';

type Table = 'access_log' | 'access_counts';

/** The time zone of the months `access_counts` counts by (the network's). */
const ACCESS_MONTH_ZONE = sql.lit('America/Sao_Paulo');

/**
 * The instant the São Paulo month of `at` begins (or, with `later`, the month that many after
 * it): how `access_counts` buckets sign-ins, and how a report finds the months of its period.
 */
export function accessMonth(at: RawBuilder<unknown>, later = 0): RawBuilder<Date> {
  return sql<Date>`(date_trunc('month', ((${at}) at time zone ${ACCESS_MONTH_ZONE}) + ${sql.lit(`${later} months`)}::interval) at time zone ${ACCESS_MONTH_ZONE})`;
}

/**
 * The legacy access log's HTTP status of each outcome. With the label (`ACCESS_LOG_LABELS`) and
 * the success flag, these columns are derived here from the outcome (decision 0023).
 */
const LEGACY_STATUS: Readonly<Record<AccessOutcome, number>> = {
  signedIn: 202,
  wrongPassword: 401,
  deactivated: 410,
  noWebPermission: 400,
  locked: 429,
};

/** A null field keeps what is recorded, as the access decider merges them (a patch skips undefined). */
const details = (d: AccessClientDetailsAddedData): Partial<AccessRow> => ({
  nom_so: d.nomSo ?? undefined,
  txt_versao_so: d.txtVersaoSo ?? undefined,
  nom_navegador: d.nomNavegador ?? undefined,
  txt_versao_navegador: d.txtVersaoNavegador ?? undefined,
});

/**
 * The access log administrators audit: one row per login attempt. A batch is folded in memory
 * (details sent right after a sign-in land on the new row before it is written), then written
 * with one insert and set-based updates.
 */
export const accessLogProjection = defineProjection<AccessEvent | AccessRetentionEvent>()({
  name: 'access-log',
  // 2: the index of the access report's count per user (successful attempts by time).
  // 3: access_counts, each user's sign-ins per month (the access report of a school or the network).
  // 4: their times too (instantes), for the months a report's period covers in part.
  // 5: an erased user's attempts keep no login (decision 0061).
  // 6: ...nor the client's address, system and browser.
  version: 6,
  schema: accessLogSchema,
  handles: ['LoginAttempted', 'AccessClientDetailsAdded', 'AccessLogExpired'],

  async project(events, trx, names) {
    // A replayed batch finds its attempts already there: they stay as they are.
    const attempts = new RowChanges<AccessRow>(accessLogSchema.access_log, 'attempt_id', {
      onConflict: 'nothing',
    });
    const signIns: { users: number[]; at: string[] } = { users: [], at: [] };
    let expiredBefore: string | null = null;
    onEach(events, {
      LoginAttempted: (e) => {
        attempts.insertFrom(e.data, {
          position: e.position,
          ind_sucesso: e.data.outcome === 'signedIn' ? 'S' : 'N',
          txt_observacao: ACCESS_LOG_LABELS[e.data.outcome],
          http_status: LEGACY_STATUS[e.data.outcome],
          dth_acesso: e.data.at,
        });
        if (e.data.outcome === 'signedIn' && e.data.codBseUsuario !== null) {
          signIns.users.push(e.data.codBseUsuario);
          signIns.at.push(e.data.at);
        }
      },
      AccessClientDetailsAdded: (e) => attempts.patch(e.data.attemptId, details(e.data)),
      AccessLogExpired: (e) => {
        if (expiredBefore === null || e.data.before > expiredBefore) expiredBefore = e.data.before;
      },
    });
    await attempts.apply(trx, names.access_log);
    if (signIns.users.length > 0) await recount(trx, names, signIns);
    if (expiredBefore !== null) await expire(trx, names, expiredBefore);
  },
});

/**
 * The end of the retention (decision 0061): the client's address, system and browser of the
 * attempts before the month `before` (UTC) read "Dados removidos", as a rebuild reads them once
 * their keys are gone, and so does the login typed where it named nobody (sealed with the
 * month's key). The counts of sign-ins are not touched.
 */
async function expire(trx: Trx, names: TableNames<Table>, before: string): Promise<void> {
  const erased = (column: string) => sql`case when ${sql.ref(column)} is null then null else ${ERASED} end`;
  await sql`update ${sql.table(names.access_log)} set
      ip = ${ERASED},
      nom_so = ${erased('nom_so')},
      txt_versao_so = ${erased('txt_versao_so')},
      nom_navegador = ${erased('nom_navegador')},
      txt_versao_navegador = ${erased('txt_versao_navegador')},
      cst_login = case when cod_bse_usuario is null then ${ERASED} else cst_login end
    where dth_acesso < ${`${before}-01T00:00:00Z`}::timestamptz and ip <> ${ERASED}`.execute(trx);
}

/**
 * The months of these sign-ins read again from the log (its index of successful attempts), not
 * incremented: a replayed batch, whose attempts are already there, leaves them exact.
 */
async function recount(
  trx: Trx,
  names: TableNames<Table>,
  signIns: { users: number[]; at: string[] },
): Promise<void> {
  const at = sql.ref('s.at');
  await sql`insert into ${sql.table(names.access_counts)} (cod_bse_usuario, mes, acessos, instantes)
    select m.cod_bse_usuario, m.mes, cardinality(x.instantes), x.instantes
    from (select distinct s.cod_bse_usuario,
                 ${accessMonth(at)} as mes, ${accessMonth(at, 1)} as fim
            from unnest(${signIns.users}::int[], ${signIns.at}::timestamptz[]) as s(cod_bse_usuario, at)) m
    cross join lateral (
      select coalesce(array_agg(a.dth_acesso order by a.dth_acesso), '{}') as instantes
      from ${sql.table(names.access_log)} a
      where a.cod_bse_usuario = m.cod_bse_usuario and a.ind_sucesso = 'S'
        and a.dth_acesso >= m.mes and a.dth_acesso < m.fim) x
    on conflict (cod_bse_usuario, mes) do update set acessos = excluded.acessos, instantes = excluded.instantes`.execute(
    trx,
  );
}
