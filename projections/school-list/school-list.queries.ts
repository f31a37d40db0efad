import type { School } from '@school/modules/organization';
import { containing, otherRowWith, tablesOf, type Db } from '@school/projections/kernel';
import { schoolListSchema } from './school-list.tables.js';
import { searchable } from './school-list.projection.js';

const columns = [
  'cod_bse_escola as codBseEscola',
  'nom_escola as nomEscola',
  'cst_txt_prefixo_login as cstTxtPrefixoLogin',
  'cod_bse_endereco as codBseEndereco',
  'cod_usuario_criacao as codUsuarioCriacao',
] as const;

/** Schools by name, optionally those whose name contains `search` (case and accents ignored). */
export async function listSchools(db: Db, search?: string): Promise<School[]> {
  let query = tablesOf(db, schoolListSchema)
    .selectFrom('school_list')
    .select(columns)
    .orderBy('nom_escola_busca')
    .orderBy('cod_bse_escola');
  const term = search ? searchable(search) : '';
  if (term) query = query.where('nom_escola_busca', 'like', containing(term));
  return await query.execute();
}

export async function findSchool(db: Db, id: number): Promise<School | undefined> {
  return await tablesOf(db, schoolListSchema)
    .selectFrom('school_list')
    .select(columns)
    .where('cod_bse_escola', '=', id)
    .executeTakeFirst();
}

/** Another school already using this name (case and accents ignored), if any. */
export async function schoolNamedLike(db: Db, name: string, exceptId?: number): Promise<number | undefined> {
  const values = { nom_escola_busca: searchable(name) };
  return await otherRowWith(db, schoolListSchema, 'school_list', 'cod_bse_escola', values, exceptId);
}
