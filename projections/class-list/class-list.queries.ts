import { sql } from 'kysely';
import type { ClassStudent, CurrentClass, OrgScope } from '@school/modules/organization';
import { countRowsWith, otherRowWith, tablesOf, type Db, inScope } from '@school/projections/kernel';
import { classListSchema } from './class-list.tables.js';
import { searchable } from '@school/projections/school-list';

/** A class as this read model knows it; the API adds the names of its unit and school. */
export interface ClassRecord {
  codBseTurma: number;
  nomTurma: string;
  codBseUnidade: number;
  codBseEscola: number;
  codUsuarioCriacao: number | null;
}

/** A class of a user, and whether it is the user's current one. */
export interface UserClassRecord extends ClassRecord {
  indAtual: 'S' | 'N';
}

const columns = [
  'c.cod_bse_turma as codBseTurma',
  'c.nom_turma as nomTurma',
  'c.cod_bse_unidade as codBseUnidade',
  'c.cod_bse_escola as codBseEscola',
  'c.cod_usuario_criacao as codUsuarioCriacao',
] as const;

const STUDENT = 6;

/** Classes in the caller's scope (optionally of one unit), by name. */
export async function listClasses(db: Db, scope: OrgScope, unitId?: number): Promise<ClassRecord[]> {
  const classes = tablesOf(db, classListSchema)
    .selectFrom('class_list as c')
    .select(columns)
    .orderBy('c.nom_turma_busca')
    .orderBy('c.cod_bse_turma');
  let query = inScope(classes, scope, {
    school: 'c.cod_bse_escola',
    unit: 'c.cod_bse_unidade',
    classes: (q, ids) => q.where('c.cod_bse_turma', 'in', [...ids]),
  });
  if (!query) return [];
  if (unitId !== undefined) query = query.where('c.cod_bse_unidade', '=', unitId);
  return await query.execute();
}

export async function findClass(db: Db, id: number): Promise<ClassRecord | undefined> {
  return await tablesOf(db, classListSchema)
    .selectFrom('class_list as c')
    .select(columns)
    .where('c.cod_bse_turma', '=', id)
    .executeTakeFirst();
}

/** Another class of the unit already using this name (case and accents ignored), if any. */
export async function classNamedLike(
  db: Db,
  unitId: number,
  name: string,
  exceptId?: number,
): Promise<number | undefined> {
  const values = { cod_bse_unidade: unitId, nom_turma_busca: searchable(name) };
  return await otherRowWith(db, classListSchema, 'class_list', 'cod_bse_turma', values, exceptId);
}

/** The classes of a unit: a unit with any cannot be deleted. */
export async function countClassesInUnit(db: Db, unitId: number): Promise<number> {
  return await countRowsWith(db, classListSchema, 'class_list', { cod_bse_unidade: unitId });
}

function students(db: Db, classId: number) {
  return tablesOf(db, classListSchema)
    .selectFrom('class_members as m')
    .innerJoin('class_users as u', 'u.cod_bse_usuario', 'm.cod_bse_usuario')
    .where('m.cod_bse_turma', '=', classId)
    .where('u.cod_bse_perfil', '=', STUDENT);
}

/** The students (profile 6) of a class, by name. */
export async function studentsOfClass(db: Db, classId: number): Promise<ClassStudent[]> {
  return await students(db, classId)
    .select(['u.cod_bse_usuario as codBseUsuario', 'u.nom_usuario as nomUsuario', 'u.cst_login as cstLogin'])
    .orderBy('u.nom_usuario')
    .orderBy('u.cod_bse_usuario')
    .execute();
}

/** Everyone in a class (its students and teachers), by name. */
export async function membersOfClass(
  db: Db,
  classId: number,
): Promise<(ClassStudent & { codBsePerfil: number })[]> {
  return tablesOf(db, classListSchema)
    .selectFrom('class_members as m')
    .innerJoin('class_users as u', 'u.cod_bse_usuario', 'm.cod_bse_usuario')
    .where('m.cod_bse_turma', '=', classId)
    .select([
      'u.cod_bse_usuario as codBseUsuario',
      'u.nom_usuario as nomUsuario',
      'u.cst_login as cstLogin',
      'u.cod_bse_perfil as codBsePerfil',
    ])
    .orderBy('u.nom_usuario')
    .orderBy('u.cod_bse_usuario')
    .execute();
}

/** The students of a class: a class with any cannot be deleted. */
export async function countStudentsInClass(db: Db, classId: number): Promise<number> {
  const row = await students(db, classId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function isStudentOf(db: Db, classId: number, userId: number): Promise<boolean> {
  return (
    (await students(db, classId)
      .select('m.cod_bse_usuario')
      .where('m.cod_bse_usuario', '=', userId)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * The classes a user belongs to, by name; `indAtual` marks the current one: the class the user
 * chose last while still a member of it, else the first of the list.
 */
export async function classesOfUser(db: Db, userId: number): Promise<UserClassRecord[]> {
  const rows = (await tablesOf(db, classListSchema)
    .selectFrom('class_members as m')
    .innerJoin('class_list as c', 'c.cod_bse_turma', 'm.cod_bse_turma')
    .leftJoin('class_current as k', (join) =>
      join
        .onRef('k.cod_bse_usuario', '=', 'm.cod_bse_usuario')
        .onRef('k.cod_bse_turma', '=', 'm.cod_bse_turma'),
    )
    .select([...columns, sql<boolean>`k.cod_bse_turma is not null`.as('chosen')])
    .where('m.cod_bse_usuario', '=', userId)
    .orderBy('c.nom_turma_busca')
    .orderBy('c.cod_bse_turma')
    .execute()) as (ClassRecord & { chosen: boolean })[];
  const current = rows.find((r) => r.chosen) ?? rows[0];
  return rows.map((r) => {
    const { chosen: _, ...row } = r;
    return { ...row, indAtual: r === current ? 'S' : 'N' };
  });
}

/** A user's current class (see `classesOfUser`), null for someone in no class. */
export async function currentClassOf(db: Db, userId: number): Promise<CurrentClass | null> {
  const current = (await classesOfUser(db, userId)).find((c) => c.indAtual === 'S');
  return current ? { codBseTurma: current.codBseTurma, nomTurma: current.nomTurma } : null;
}

/** Whether the user belongs to the class. */
export async function isMemberOf(db: Db, classId: number, userId: number): Promise<boolean> {
  const row = await tablesOf(db, classListSchema)
    .selectFrom('class_members')
    .select('cod_bse_turma')
    .where('cod_bse_turma', '=', classId)
    .where('cod_bse_usuario', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
