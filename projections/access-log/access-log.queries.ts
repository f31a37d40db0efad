import type { AccessLogEntry, Page } from '@school/modules/identity';
import { escapeLike, pageOf, tablesOf, type Db } from '@school/projections/kernel';
import { accessLogSchema } from './access-log.tables.js';

const columns = [
  'attempt_id as codBseAcesso',
  'cst_login as cstLogin',
  'cod_bse_usuario as codBseUsuario',
  'ind_sucesso as indSucesso',
  'txt_observacao as txtObservacao',
  'http_status as httpStatus',
  'nom_so as nomSo',
  'txt_versao_so as txtVersaoSo',
  'nom_navegador as nomNavegador',
  'txt_versao_navegador as txtVersaoNavegador',
  'ip',
  'dth_acesso as dthAcesso',
] as const;

function entry(row: Record<string, unknown>): AccessLogEntry {
  return { ...(row as unknown as AccessLogEntry), dthAcesso: (row.dthAcesso as Date).toISOString() };
}

export interface AccessLogFilter {
  /** Upper-case login or its beginning. */
  login?: string;
  /** 1-based. */
  page: number;
  size: number;
}

/** Attempts newest first, optionally of the logins starting with `login`, one page and the total. */
export async function listAccessLog(db: Db, filter: AccessLogFilter): Promise<Page<AccessLogEntry>> {
  let base = tablesOf(db, accessLogSchema).selectFrom('access_log');
  if (filter.login) base = base.where('cst_login', 'like', `${escapeLike(filter.login)}%`);
  const { rows, total } = await pageOf(
    base,
    (list) => list.select(columns).orderBy('position', 'desc'),
    filter,
  );
  return { items: rows.map(entry), total, page: filter.page, size: filter.size };
}

/** The user's most recent attempt (any outcome), or only the most recent sign-in. */
export async function latestAttemptOf(
  db: Db,
  userId: number,
  options: { successOnly?: boolean } = {},
): Promise<AccessLogEntry | undefined> {
  let query = tablesOf(db, accessLogSchema)
    .selectFrom('access_log')
    .select(columns)
    .where('cod_bse_usuario', '=', userId);
  if (options.successOnly) query = query.where('ind_sucesso', '=', 'S');
  const row = await query.orderBy('position', 'desc').limit(1).executeTakeFirst();
  return row ? entry(row) : undefined;
}
