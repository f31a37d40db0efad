import { sql } from 'kysely';
import { ERASED } from '@school/modules/kernel';
import type { OrgScope } from '@school/modules/organization';
import {
  countRowsWith,
  pageOf,
  tablesOf,
  type Db,
  containing,
  escapeLike,
  inScope,
} from '@school/projections/kernel';
import { userDirectorySchema } from './user-directory.tables.js';
import { searchable } from '@school/projections/school-list';

/** A user as the directory knows it (never a password hash). */
export interface UserDirectoryEntry {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas: number[];
  imgAvatar: string | null;
  active: boolean;
  /** Who created the user; null when the system did (first start, seeds). */
  codUsuarioCriacao: number | null;
  /** ISO time of creation. */
  createdAt: string;
}

const columns = [
  'cod_bse_usuario as codBseUsuario',
  'cst_login as cstLogin',
  'nom_usuario as nomUsuario',
  'cod_bse_perfil as codBsePerfil',
  'cod_bse_escola as codBseEscola',
  'cod_bse_unidade as codBseUnidade',
  'turmas',
  'img_avatar as imgAvatar',
  'active',
  'cod_usuario_criacao as codUsuarioCriacao',
  'created_at as createdAt',
] as const;

function entry(row: Record<string, unknown>): UserDirectoryEntry {
  return { ...(row as unknown as UserDirectoryEntry), createdAt: (row.createdAt as Date).toISOString() };
}

export async function findUser(db: Db, id: number): Promise<UserDirectoryEntry | undefined> {
  const row = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select(columns)
    .where('cod_bse_usuario', '=', id)
    .executeTakeFirst();
  return row ? entry(row) : undefined;
}

/** The avatars of some users, by id (a list of posts shows each author's). */
export async function avatarsOf(db: Db, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select(['cod_bse_usuario', 'img_avatar'])
    .where('cod_bse_usuario', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.cod_bse_usuario, r.img_avatar]));
}

/**
 * A user by login (case as stored: logins are upper case). Never an erased user, whose login
 * reads "Dados removidos" (decision 0061).
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserDirectoryEntry | undefined> {
  const row = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select(columns)
    .where('cst_login', '=', login.toUpperCase())
    .where('cst_login', '<>', ERASED)
    .executeTakeFirst();
  return row ? entry(row) : undefined;
}

/**
 * Those of these users whose personal data was erased (their login reads "Dados removidos", which
 * no login can be): a reader of the log names them so where an event still holds their name.
 */
export async function erasedAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select('cod_bse_usuario')
    .where('cod_bse_usuario', 'in', [...new Set(ids)])
    .where('cst_login', '=', ERASED)
    .execute();
  return new Set(rows.map((r) => r.cod_bse_usuario));
}

/** Users registered in a school, deactivated ones included: a school with any of them cannot be deleted. */
export async function countUsersInSchool(db: Db, schoolId: number): Promise<number> {
  return await countRowsWith(db, userDirectorySchema, 'user_directory', { cod_bse_escola: schoolId });
}

/** The active users of a profile in a school other than `exceptId`: a school keeps at least one active Gestor. */
export async function countOtherActiveUsersWith(
  db: Db,
  where: { schoolId: number; profile: number },
  exceptId: number,
): Promise<number> {
  const row = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('cod_bse_escola', '=', where.schoolId)
    .where('cod_bse_perfil', '=', where.profile)
    .where('active', '=', true)
    .where('cod_bse_usuario', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** Users that a user created and that still exist: they hold their creator in place. */
export async function countUsersCreatedBy(db: Db, userId: number): Promise<number> {
  const row = await tablesOf(db, userDirectorySchema)
    .selectFrom('user_directory')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('cod_usuario_criacao', '=', userId)
    .where('cod_bse_usuario', '<>', userId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export interface UserFilter {
  /** The part of the network the caller sees: a list never shows a user its GET would refuse. */
  scope: OrgScope;
  /** A name (contains, case and accents ignored) or a login (starts with, case ignored). */
  search?: string;
  /** Narrow the scope's users (never widen them): a profile, a unit, a class (a student's or one of a teacher's), active or not. */
  codBsePerfil?: number;
  codBseUnidade?: number;
  codBseTurma?: number;
  active?: boolean;
  page: number;
  size: number;
}

/** A page of the users in scope, by name. */
export async function listUsers(
  db: Db,
  { scope, search, codBsePerfil, codBseUnidade, codBseTurma, active, page, size }: UserFilter,
): Promise<{ items: UserDirectoryEntry[]; total: number }> {
  let query = inScope(tablesOf(db, userDirectorySchema).selectFrom('user_directory'), scope, {
    school: 'cod_bse_escola',
    unit: 'cod_bse_unidade',
    classes: (q, ids) => q.where(sql<boolean>`turmas && ${[...ids]}::int[]`),
  });
  if (!query) return { items: [], total: 0 };
  const name = search ? searchable(search) : '';
  if (name) {
    const login = escapeLike(search!.trim().toUpperCase());
    query = query.where((eb) =>
      eb.or([eb('nom_usuario_busca', 'like', containing(name)), eb('cst_login', 'like', `${login}%`)]),
    );
  }
  // Each filter is one more condition on the scope's query: it can only narrow it.
  if (codBsePerfil !== undefined) query = query.where('cod_bse_perfil', '=', codBsePerfil);
  if (codBseUnidade !== undefined) query = query.where('cod_bse_unidade', '=', codBseUnidade);
  if (codBseTurma !== undefined) query = query.where(sql<boolean>`turmas @> ${[codBseTurma]}::int[]`);
  if (active !== undefined) query = query.where('active', '=', active);
  const { rows, total } = await pageOf(
    query,
    (list) => list.select(columns).orderBy('nom_usuario_busca').orderBy('cod_bse_usuario'),
    { page, size },
  );
  return { items: rows.map(entry), total };
}
