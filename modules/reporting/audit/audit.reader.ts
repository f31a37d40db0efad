import { Inject, Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import type { AccessAuditEntry, AccessAuditQuery } from '@school/modules/reporting';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '@school/backend/core/tokens';
import { countRows, isoInstant } from '../report/snapshot-cursor.reader.js';

/** Whose attempts a caller may audit: every one (null), or those of a school's or a unit's users. */
export interface AccessAuditScope {
  schoolId: number | null;
  unitId: number | null;
}

/**
 * The access log as the audit console reads it: newest first, filtered by login (its
 * beginning), period and outcome, within the caller's scope (attempts at logins nobody has are
 * the Master's only).
 */
@Injectable()
export class AuditReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async accesses(
    query: AccessAuditQuery,
    scope: AccessAuditScope,
    page: { offset: number; limit: number },
  ): Promise<{ items: AccessAuditEntry[]; total: number }> {
    const rows = this.accessesQuery(query, scope);
    const [items, count] = await Promise.all([
      sql<AccessAuditEntry>`${rows} offset ${page.offset} limit ${page.limit}`.execute(this.db),
      countRows(this.db, rows),
    ]);
    return { items: items.rows, total: count };
  }

  /** The attempts of the filter, newest first (the page's and the CSV's rows; the time as ISO text). */
  accessesQuery(query: AccessAuditQuery, scope: AccessAuditScope): RawBuilder<AccessAuditEntry> {
    return sql<AccessAuditEntry>`
        select a.cst_login as "cstLogin", a.cod_bse_usuario as "codBseUsuario", d.nom_usuario as "nomUsuario",
               a.ind_sucesso as "indSucesso", a.txt_observacao as "txtObservacao", a.http_status as "httpStatus",
               a.ip, ${isoInstant('a.dth_acesso')} as "dthAcesso"
        from access_log a left join user_directory d on d.cod_bse_usuario = a.cod_bse_usuario
        where ${this.where(query, scope)}
        order by a.position desc`;
  }

  private where(query: AccessAuditQuery, scope: AccessAuditScope): RawBuilder<unknown> {
    const login = query.login?.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql.join(
      [
        sql`true`,
        ...(scope.schoolId !== null ? [sql`d.cod_bse_escola = ${scope.schoolId}`] : []),
        ...(scope.unitId !== null ? [sql`d.cod_bse_unidade = ${scope.unitId}`] : []),
        ...(login ? [sql`a.cst_login like ${`${login}%`}`] : []),
        ...(query.de ? [sql`a.dth_acesso >= ${new Date(query.de)}`] : []),
        ...(query.ate ? [sql`a.dth_acesso <= ${new Date(query.ate)}`] : []),
        ...(query.resultado === 'sucesso' ? [sql`a.ind_sucesso = 'S'`] : []),
        ...(query.resultado === 'falha' ? [sql`a.ind_sucesso = 'N' and a.http_status <> 429`] : []),
        ...(query.resultado === 'bloqueio' ? [sql`a.http_status = 429`] : []),
      ],
      sql` and `,
    );
  }
}
