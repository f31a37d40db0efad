import { Inject, Injectable } from '@nestjs/common';
import { type RawBuilder, sql } from 'kysely';
import { assertNever, Profile } from '@school/modules/kernel';
import type { OrgScope } from '@school/modules/organization';
import { AUDIT_LOOKUP_LIMIT, type AuditLookupKind, type AuditRecordOption } from '@school/modules/reporting';
import { containing, type Db, escapeLike } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';
import { DATABASE } from '@school/backend/core/tokens';

/** Where a list is narrowed to the caller's scope: its school's and unit's columns. */
function scoped(scope: OrgScope, school: string, unit: string | null): RawBuilder<unknown> {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'school':
      return sql`${sql.ref(school)} = ${scope.schoolId}`;
    case 'unit':
      return unit
        ? sql`${sql.ref(school)} = ${scope.schoolId} and ${sql.ref(unit)} = ${scope.unitId}`
        : sql`${sql.ref(school)} = ${scope.schoolId}`;
    case 'classes':
    case 'none':
      return sql`false`;
    default:
      return assertNever(scope);
  }
}

/**
 * The audit console's pickers: the records of a kind whose name contains the text typed
 * (accents and case ignored), whose login begins with it, or whose code it is, within the
 * caller's scope (a Gestor's school, a Diretor's unit; a school: the caller's own). Trails are
 * the Master's, as their history is; activities are the network's (every auditor reads grades).
 */
@Injectable()
export class RecordLookupReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async lookUp(
    kind: AuditLookupKind,
    text: string,
    scope: OrgScope,
    master: boolean,
  ): Promise<AuditRecordOption[]> {
    const name = containing(searchable(text));
    const code = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    const query = this.query(kind, name, code, text, scope, master);
    if (!query) return [];
    const { rows } = await sql<AuditRecordOption>`${query} limit ${AUDIT_LOOKUP_LIMIT}`.execute(this.db);
    return rows;
  }

  private query(
    kind: AuditLookupKind,
    name: string,
    code: number,
    text: string,
    scope: OrgScope,
    master: boolean,
  ): RawBuilder<AuditRecordOption> | null {
    switch (kind) {
      case 'escola':
        return sql`
          select cod_bse_escola as id, nom_escola as nome, cst_txt_prefixo_login as detalhe from school_list
          where ${scoped(scope, 'cod_bse_escola', null)}
            and (nom_escola_busca like ${name} or cod_bse_escola = ${code})
          order by nom_escola_busca, cod_bse_escola`;
      case 'unidade':
        return sql`
          select u.cod_bse_unidade as id, u.nom_unidade as nome, s.nom_escola as detalhe
          from unit_list u left join school_list s on s.cod_bse_escola = u.cod_bse_escola
          where ${scoped(scope, 'u.cod_bse_escola', 'u.cod_bse_unidade')}
            and (u.nom_unidade_busca like ${name} or u.cod_bse_unidade = ${code})
          order by u.nom_unidade_busca, u.cod_bse_unidade`;
      case 'turma':
        return sql`
          select c.cod_bse_turma as id, c.nom_turma as nome, u.nom_unidade as detalhe
          from class_list c left join unit_list u on u.cod_bse_unidade = c.cod_bse_unidade
          where ${scoped(scope, 'c.cod_bse_escola', 'c.cod_bse_unidade')}
            and (c.nom_turma_busca like ${name} or c.cod_bse_turma = ${code})
          order by c.nom_turma_busca, c.cod_bse_turma`;
      case 'usuario':
      case 'aluno': {
        const login = `${escapeLike(text.toUpperCase())}%`;
        const profile = kind === 'aluno' ? sql`cod_bse_perfil = ${Profile.Aluno}` : sql`true`;
        return sql`
          select cod_bse_usuario as id, nom_usuario as nome, cst_login as detalhe, cod_bse_perfil as "codBsePerfil"
          from user_directory
          where ${scoped(scope, 'cod_bse_escola', 'cod_bse_unidade')} and ${profile}
            and (nom_usuario_busca like ${name} or cst_login like ${login} or cod_bse_usuario = ${code})
          order by nom_usuario_busca, cod_bse_usuario`;
      }
      case 'livro':
        if (!master) return null;
        return sql`
          select cod_trl_livro as id, dsc_titulo as nome, null as detalhe from trail_list
          where ${folded('dsc_titulo')} like ${name} or cod_trl_livro = ${code}
          order by num_sequencia`;
      case 'atividade':
        return sql`
          select a.cod_bse_atividade as id, a.nom_atividade as nome, t.dsc_titulo as detalhe
          from activities a left join trail_list t on t.cod_trl_livro = a.cod_trl_livro
          where ${folded('a.nom_atividade')} like ${name} or a.cod_bse_atividade = ${code}
          order by ${folded('a.nom_atividade')}, a.cod_bse_atividade`;
      default:
        return assertNever(kind);
    }
  }
}

/** A text column as the `_busca` columns hold names: lower case, without accents (`searchable`). */
function folded(column: string): RawBuilder<string> {
  return sql`translate(lower(${sql.ref(column)}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;
}
