import { sql } from 'kysely';
import type { Db } from '@school/projections/kernel';

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
  'created_at as createdAt',
] as const;

export async function findUser(db: Db, id: number): Promise<UserDirectoryEntry | undefined> {
  const row = await db
    .selectFrom('user_directory')
    .select(columns)
    .where('cod_bse_usuario', '=', id)
    .executeTakeFirst();
  return row
    ? { ...(row as UserDirectoryEntry), createdAt: (row.createdAt as Date).toISOString() }
    : undefined;
}

/** Users registered in a school, deactivated ones included: a school with any of them cannot be deleted. */
export async function countUsersInSchool(db: Db, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('user_directory')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('cod_bse_escola', '=', schoolId)
    .executeTakeFirstOrThrow();
  return row.total as number;
}
