import type { OrgScope, SchoolClass, UserClass } from '@school/modules/organization';
import { type ClassRecord, classesOfUser, listClasses } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { unitsByIds } from '@school/projections/unit-list';
import { inScope } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';

/**
 * Classes as the API answers them: with the names and login prefixes of their unit and
 * school, read from the units read model in one query (each read model keeps its own data).
 */
export async function withNames<T extends ClassRecord>(
  db: Db,
  classes: readonly T[],
): Promise<(T & SchoolClass)[]> {
  const units = await unitsByIds(
    db,
    classes.map((c) => c.codBseUnidade),
  );
  return classes.map((c) => {
    const unit = units.get(c.codBseUnidade);
    return {
      ...c,
      nomUnidade: unit?.nomUnidade ?? '',
      nomEscola: unit?.nomEscola ?? '',
      cstTxtPrefixoLoginUnidade: unit?.cstTxtPrefixoLogin ?? '',
      cstTxtPrefixoLoginEscola: unit?.cstTxtPrefixoLoginEscola ?? '',
    };
  });
}

/** The classes of a list scope (of one unit with `unitId`), by name, with their names. */
export async function classesInScope(db: Db, scope: OrgScope, unitId?: number): Promise<SchoolClass[]> {
  return withNames(db, await listClasses(db, scope, unitId));
}

/** A user's classes that the caller reaches, with their names (the user form). */
export async function userClassesFor(db: Db, caller: Caller, codBseUsuario: number): Promise<UserClass[]> {
  const visible = (await classesOfUser(db, codBseUsuario)).filter((c) =>
    inScope(caller, { schoolId: c.codBseEscola, unitId: c.codBseUnidade, classId: c.codBseTurma }),
  );
  return (await withNames(db, visible)).map((c) => ({ ...c, codBseUsuario }));
}
