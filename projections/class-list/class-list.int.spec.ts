import { beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '@school/modules/identity';
import type { ClassEvent, CurrentClassEvent } from '@school/modules/organization';
import { ERASED } from '@school/modules/kernel';
import { projectionSpec, userCreated } from '@school/test-support';
import {
  classesOfUser,
  classListProjection,
  classNamedLike,
  countClassesInUnit,
  countStudentsInClass,
  currentClassOf,
  findClass,
  isMemberOf,
  isStudentOf,
  listClasses,
  studentsOfClass,
} from './index.js';

type Event = ClassEvent | CurrentClassEvent | UserEvent;

const spec = projectionSpec<Event>(classListProjection);

const turma = (id: number, nomTurma: string, unitId = 10, schoolId = 2): Event => ({
  type: 'ClassCreated',
  data: { codBseTurma: id, nomTurma, codBseUnidade: unitId, codBseEscola: schoolId, codUsuarioCriacao: 3 },
});
const user = (id: number, profile: number, turmas: number[], nomUsuario = `Usuário ${id}`): Event =>
  userCreated(id, { codBsePerfil: profile, turmas, nomUsuario });
const chosen = (userId: number, classId: number): Event => ({
  type: 'CurrentClassChosen',
  data: { codBseUsuario: userId, codBseTurma: classId },
});
const removed = (classId: number, userId: number): Event => ({
  type: 'ClassMemberRemoved',
  data: { codBseTurma: classId, codBseUsuario: userId },
});

const ids = (rows: { codBseTurma: number }[]) => rows.map((r) => r.codBseTurma);

beforeAll(async () => {
  // One batch: classes, and users joining them, the way a rebuild sees them.
  await spec.given(
    turma(1, '9º ano A'),
    turma(2, '8º ano B'),
    turma(3, 'Turma Norte', 11),
    turma(4, 'Outra Escola', 30, 5),
    user(50, 5, [1, 2]), // a teacher of two classes
    user(60, 6, [1], 'Bia'),
    user(61, 6, [1], 'Ana'),
    user(62, 6, [2]),
    user(63, 6, [99]), // a class that does not exist: no link
  );
});

describe('class list', () => {
  it('lists classes by name, filtered by scope and unit', async () => {
    expect(ids(await listClasses(spec.db, { kind: 'all' }))).toEqual([2, 1, 4, 3]);
    expect(ids(await listClasses(spec.db, { kind: 'school', schoolId: 2 }))).toEqual([2, 1, 3]);
    expect(ids(await listClasses(spec.db, { kind: 'unit', schoolId: 2, unitId: 11 }))).toEqual([3]);
    expect(ids(await listClasses(spec.db, { kind: 'classes', classIds: [1, 4] }))).toEqual([1, 4]);
    expect(ids(await listClasses(spec.db, { kind: 'classes', classIds: [] }))).toEqual([]);
    expect(ids(await listClasses(spec.db, { kind: 'none' }))).toEqual([]);
    expect(ids(await listClasses(spec.db, { kind: 'school', schoolId: 2 }, 10))).toEqual([2, 1]);
    expect(await findClass(spec.db, 1)).toEqual({
      codBseTurma: 1,
      nomTurma: '9º ano A',
      codBseUnidade: 10,
      codBseEscola: 2,
      codUsuarioCriacao: 3,
    });
  });

  it('knows names used in a unit, and counts a unit’s classes', async () => {
    expect(await classNamedLike(spec.db, 10, '9º ANO a')).toBe(1);
    expect(await classNamedLike(spec.db, 10, '9º ano A', 1)).toBeUndefined();
    expect(await classNamedLike(spec.db, 11, '9º ano A')).toBeUndefined();
    expect([await countClassesInUnit(spec.db, 10), await countClassesInUnit(spec.db, 12)]).toEqual([2, 0]);
  });

  it('lists the students of a class (not its teachers), by name', async () => {
    expect(await studentsOfClass(spec.db, 1)).toEqual([
      { codBseUsuario: 61, nomUsuario: 'Ana', cstLogin: 'LG-61' },
      { codBseUsuario: 60, nomUsuario: 'Bia', cstLogin: 'LG-60' },
    ]);
    expect(await countStudentsInClass(spec.db, 1)).toBe(2);
    expect([
      await isStudentOf(spec.db, 1, 60),
      await isStudentOf(spec.db, 1, 50),
      await isMemberOf(spec.db, 1, 50),
    ]).toEqual([true, false, true]);
    expect(await classesOfUser(spec.db, 63)).toEqual([]);
  });

  it('gives a user’s classes, the first being current until one is chosen', async () => {
    expect((await classesOfUser(spec.db, 50)).map((c) => [c.codBseTurma, c.indAtual])).toEqual([
      [2, 'S'],
      [1, 'N'],
    ]);
    await spec.given(chosen(50, 1));
    expect((await classesOfUser(spec.db, 50)).map((c) => [c.codBseTurma, c.indAtual])).toEqual([
      [2, 'N'],
      [1, 'S'],
    ]);
    expect(await currentClassOf(spec.db, 50)).toEqual({ codBseTurma: 1, nomTurma: '9º ano A' });
    expect(await currentClassOf(spec.db, 99)).toBeNull();
  });

  it('removes a student from a class; a chosen class the user left is no longer current', async () => {
    await spec.given(chosen(60, 1), removed(1, 60));
    expect(await isStudentOf(spec.db, 1, 60)).toBe(false);
    expect(await currentClassOf(spec.db, 60)).toBeNull();
    await spec.given({ type: 'UserUpdated', data: { codBseUsuario: 60, turmas: [2, 1] } });
    expect(await currentClassOf(spec.db, 60)).toEqual({ codBseTurma: 1, nomTurma: '9º ano A' });
  });

  it('follows a user’s edits: new classes, new name, new profile; and a deletion', async () => {
    await spec.given(
      { type: 'UserUpdated', data: { codBseUsuario: 61, turmas: [2], nomUsuario: 'Ana Clara' } },
      { type: 'UserUpdated', data: { codBseUsuario: 62, codBsePerfil: 5 } },
      { type: 'UserDeleted', data: { codBseUsuario: 50, cstLogin: 'LG-50' } },
    );
    expect(await studentsOfClass(spec.db, 2)).toEqual([
      { codBseUsuario: 61, nomUsuario: 'Ana Clara', cstLogin: 'LG-61' },
      { codBseUsuario: 60, nomUsuario: 'Bia', cstLogin: 'LG-60' },
    ]);
    expect(await classesOfUser(spec.db, 50)).toEqual([]);
    expect(await currentClassOf(spec.db, 50)).toBeNull();
  });

  it('renames a class; a deleted class loses its links', async () => {
    await spec.given({ type: 'ClassRenamed', data: { codBseTurma: 2, nomTurma: '8º ano C' } });
    expect((await findClass(spec.db, 2))?.nomTurma).toBe('8º ano C');
    await spec.given({ type: 'ClassDeleted', data: { codBseTurma: 2, codBseUnidade: 10, codBseEscola: 2 } });
    expect(await findClass(spec.db, 2)).toBeUndefined();
    expect(await isMemberOf(spec.db, 2, 61)).toBe(false);
  });

  it('folds one batch in event order: joined, removed, re-added, class deleted', async () => {
    await spec.given(
      turma(7, 'Relâmpago'),
      user(70, 6, [7]),
      removed(7, 70),
      { type: 'UserUpdated', data: { codBseUsuario: 70, turmas: [7, 1] } },
      user(71, 6, [7]),
      { type: 'ClassDeleted', data: { codBseTurma: 7, codBseUnidade: 10, codBseEscola: 2 } },
      { type: 'UserUpdated', data: { codBseUsuario: 71, turmas: [7] } },
    );
    expect(ids(await classesOfUser(spec.db, 70))).toEqual([1]);
    expect(ids(await classesOfUser(spec.db, 71))).toEqual([]);
  });

  it('writes a replayed batch again the same', async () => {
    const before = await classesOfUser(spec.db, 70);
    await spec.given(user(70, 6, [7]), turma(1, '9º ano A'));
    expect(await classesOfUser(spec.db, 70)).toEqual(before);
  });
});

describe('class list: erasure (decision 0061)', () => {
  it('keeps an erased student in its classes (its records count there) as "Dados removidos"', async () => {
    const after = await spec.afterErasure(
      'classes',
      [
        turma(70, '7º ano Z'),
        userCreated(80, {
          codBsePerfil: 6,
          turmas: [70],
          nomUsuario: 'Zuleica Pereira',
          cstLogin: 'ZPX-0080',
        }),
        userCreated(81, { codBsePerfil: 6, turmas: [70], nomUsuario: 'Outra Pessoa' }),
        { type: 'UserUpdated', data: { codBseUsuario: 80, nomUsuario: 'Zuleica P. Souza' } },
        chosen(80, 70),
      ],
      80,
      ['Zuleica Pereira', 'Zuleica P. Souza', 'ZPX-0080'],
    );
    expect(after.class_users!.map((u) => [u.cod_bse_usuario, u.nom_usuario, u.cst_login])).toEqual([
      [80, ERASED, ERASED],
      [81, 'Outra Pessoa', 'LG-81'],
    ]);
    expect(after.class_members!.map((m) => m.cod_bse_usuario)).toEqual([80, 81]);
    expect(after.class_current).toEqual([{ cod_bse_usuario: 80, cod_bse_turma: 70 }]);
  });
});
