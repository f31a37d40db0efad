import { sql } from 'kysely';
import type { OrgScope, Unit, UnitUser } from '@school/modules/organization';
import {
  countRowsWith,
  otherRowWith,
  tablesOf,
  type Db,
  containing,
  inScope,
} from '@school/projections/kernel';
import { unitListSchema } from './unit-list.tables.js';
import { searchable } from '@school/projections/school-list';

const columns = [
  'u.cod_bse_unidade as codBseUnidade',
  'u.cod_bse_escola as codBseEscola',
  'u.nom_unidade as nomUnidade',
  'u.cst_txt_prefixo_login as cstTxtPrefixoLogin',
  'u.cod_bse_endereco as codBseEndereco',
  's.nom_escola as nomEscola',
  's.cst_txt_prefixo_login as cstTxtPrefixoLoginEscola',
] as const;

function units(db: Db) {
  // A left join: a unit shows even if its school's events were somehow not seen.
  return tablesOf(db, unitListSchema)
    .selectFrom('unit_list as u')
    .leftJoin('unit_list_schools as s', 's.cod_bse_escola', 'u.cod_bse_escola')
    .select(columns);
}

export interface UnitFilter {
  scope: OrgScope;
  /** One term, matched against unit name, school name and both prefixes (case and accents ignored). */
  search?: string;
  schoolId?: number;
}

/** Units in the caller's scope, by school name then unit name. */
export async function listUnits(db: Db, { scope, search, schoolId }: UnitFilter): Promise<Unit[]> {
  const ordered = units(db)
    .orderBy('s.nom_escola_busca')
    .orderBy('u.nom_unidade_busca')
    .orderBy('u.cod_bse_unidade');
  // A teacher, a student or the support desk sees no units.
  let query = inScope(ordered, scope, { school: 'u.cod_bse_escola', unit: 'u.cod_bse_unidade' });
  if (!query) return [];
  if (schoolId !== undefined) query = query.where('u.cod_bse_escola', '=', schoolId);
  const term = search ? searchable(search) : '';
  if (term) {
    const pattern = containing(term);
    query = query.where((eb) =>
      eb.or([
        eb('u.nom_unidade_busca', 'like', pattern),
        eb('s.nom_escola_busca', 'like', pattern),
        eb(sql`lower(u.cst_txt_prefixo_login)`, 'like', pattern),
        eb(sql`lower(s.cst_txt_prefixo_login)`, 'like', pattern),
      ]),
    );
  }
  return (await query.execute()) as Unit[];
}

export async function findUnit(db: Db, id: number): Promise<Unit | undefined> {
  return (await units(db).where('u.cod_bse_unidade', '=', id).executeTakeFirst()) as Unit | undefined;
}

/** Units by id (the names the class list shows), in one query. */
export async function unitsByIds(db: Db, ids: readonly number[]): Promise<Map<number, Unit>> {
  if (ids.length === 0) return new Map();
  const rows = (await units(db)
    .where('u.cod_bse_unidade', 'in', [...new Set(ids)])
    .execute()) as Unit[];
  return new Map(rows.map((u) => [u.codBseUnidade, u]));
}

/** Another unit of the school already using this name (case and accents ignored), if any. */
export async function unitNamedLike(
  db: Db,
  schoolId: number,
  name: string,
  exceptId?: number,
): Promise<number | undefined> {
  const values = { cod_bse_escola: schoolId, nom_unidade_busca: searchable(name) };
  return await otherRowWith(db, unitListSchema, 'unit_list', 'cod_bse_unidade', values, exceptId);
}

/** The units of a school (a school with units cannot be deleted). */
export async function countUnitsInSchool(db: Db, schoolId: number): Promise<number> {
  return await countRowsWith(db, unitListSchema, 'unit_list', { cod_bse_escola: schoolId });
}

/** The users registered in a unit, by name. */
export async function usersOfUnit(db: Db, unitId: number): Promise<UnitUser[]> {
  return (await tablesOf(db, unitListSchema)
    .selectFrom('unit_users')
    .select([
      'cod_bse_usuario as codBseUsuario',
      'nom_usuario as nomUsuario',
      'cst_login as cstLogin',
      'cod_bse_perfil as codBsePerfil',
    ])
    .where('cod_bse_unidade', '=', unitId)
    .orderBy('nom_usuario')
    .orderBy('cod_bse_usuario')
    .execute()) as UnitUser[];
}

/** Users registered in a unit, deactivated ones included: a unit with any of them cannot be deleted. */
export async function countUsersInUnit(db: Db, unitId: number): Promise<number> {
  return await countRowsWith(db, unitListSchema, 'unit_users', { cod_bse_unidade: unitId });
}
