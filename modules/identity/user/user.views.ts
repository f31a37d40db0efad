import { PROFILE_NAMES, Profile } from '@school/modules/kernel';
import type { UserDetail, UserListItem } from '@school/modules/identity';
import type { School, Unit } from '@school/modules/organization';
import { findClass } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { unitsByIds } from '@school/projections/unit-list';
import type { UserDirectoryEntry } from '@school/projections/user-directory';

/** The names a page of users shows, read once per distinct school, unit and class. */
interface Names {
  schools: Map<number, School>;
  units: Map<number, Unit>;
  classes: Map<number, string>;
}

async function namesOf(db: Db, users: readonly UserDirectoryEntry[]): Promise<Names> {
  const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];
  const schoolIds = distinct(users.map((u) => u.codBseEscola));
  const classIds = distinct(users.flatMap((u) => u.turmas));
  const [schools, units, classes] = await Promise.all([
    Promise.all(schoolIds.map((id) => findSchool(db, id))),
    unitsByIds(db, distinct(users.map((u) => u.codBseUnidade))),
    Promise.all(classIds.map((id) => findClass(db, id))),
  ]);
  return {
    schools: new Map(schools.flatMap((s) => (s ? [[s.codBseEscola, s] as const] : []))),
    units,
    classes: new Map(classes.flatMap((c) => (c ? [[c.codBseTurma, c.nomTurma] as const] : []))),
  };
}

function listItem(user: UserDirectoryEntry, names: Names): UserListItem {
  return {
    codBseUsuario: user.codBseUsuario,
    cstLogin: user.cstLogin,
    nomUsuario: user.nomUsuario,
    codBsePerfil: user.codBsePerfil,
    nomPerfil: PROFILE_NAMES[user.codBsePerfil as Profile] ?? '',
    codBseEscola: user.codBseEscola,
    nomEscola: user.codBseEscola === null ? null : (names.schools.get(user.codBseEscola)?.nomEscola ?? null),
    codBseUnidade: user.codBseUnidade,
    nomUnidade:
      user.codBseUnidade === null ? null : (names.units.get(user.codBseUnidade)?.nomUnidade ?? null),
    turmas: user.turmas.map((id) => ({ codBseTurma: id, nomTurma: names.classes.get(id) ?? null })),
    active: user.active,
  };
}

/** The rows of the users list, with the names of their profile, school, unit and classes. */
export async function userListItems(db: Db, users: readonly UserDirectoryEntry[]): Promise<UserListItem[]> {
  const names = await namesOf(db, users);
  return users.map((u) => listItem(u, names));
}

/** One user as the edit form loads it. */
export async function userDetail(db: Db, user: UserDirectoryEntry): Promise<UserDetail> {
  const names = await namesOf(db, [user]);
  const student = user.codBsePerfil === Profile.Aluno;
  return {
    ...listItem(user, names),
    codBseTurma: student ? (user.turmas[0] ?? null) : null,
    arrayCodBseTurmas: user.codBsePerfil === Profile.Professor ? user.turmas : [],
    imgAvatar: user.imgAvatar,
    cstTxtPrefixoLoginEscola:
      user.codBseEscola === null ? null : (names.schools.get(user.codBseEscola)?.cstTxtPrefixoLogin ?? null),
    cstTxtPrefixoLoginUnidade:
      user.codBseUnidade === null ? null : (names.units.get(user.codBseUnidade)?.cstTxtPrefixoLogin ?? null),
  };
}
