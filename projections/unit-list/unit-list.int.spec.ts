import { beforeAll, describe, expect, it } from 'vitest';
import type { UserEvent } from '@school/modules/identity';
import type { SchoolEvent, UnitEvent } from '@school/modules/organization';
import { ERASED } from '@school/modules/kernel';
import { projectionSpec, userCreated } from '@school/test-support';
import {
  countUnitsInSchool,
  countUsersInUnit,
  findUnit,
  listUnits,
  unitListProjection,
  unitNamedLike,
  unitsByIds,
  usersOfUnit,
} from './index.js';

const spec = projectionSpec<UnitEvent | SchoolEvent | UserEvent>(unitListProjection);

const school = (id: number, nomEscola: string, prefix: string): SchoolEvent => ({
  type: 'SchoolCreated',
  data: {
    codBseEscola: id,
    nomEscola,
    cstTxtPrefixoLogin: prefix,
    codBseEndereco: null,
    codUsuarioCriacao: 1,
  },
});
const unit = (id: number, schoolId: number, nomUnidade: string, prefix: string): UnitEvent => ({
  type: 'UnitCreated',
  data: {
    codBseUnidade: id,
    codBseEscola: schoolId,
    nomUnidade,
    cstTxtPrefixoLogin: prefix,
    codBseEndereco: null,
    codUsuarioCriacao: 1,
  },
});
const user = (id: number, unitId: number | null, nomUsuario = `Usuário ${id}`): UserEvent =>
  userCreated(id, { codBseUnidade: unitId, nomUsuario });

beforeAll(async () => {
  await spec.given(
    school(2, 'Escola São José', 'SJ'),
    school(3, 'Colégio Verde', 'CV'),
    unit(10, 2, 'Unidade Centro', 'CE'),
    unit(11, 2, 'Unidade Norte', 'NO'),
    {
      type: 'UnitUpdated',
      data: { codBseUnidade: 11, codBseEscola: 2, nomUnidade: 'Unidade Nórdica', codBseEndereco: 4 },
    },
    unit(20, 3, 'Unidade Única', 'UN'),
    user(100, 10, 'Bruna'),
    user(101, 10, 'Ana'),
    user(102, null),
  );
});

describe('unit list', () => {
  it('lists units with their school’s name and prefix, by school then unit', async () => {
    expect(await listUnits(spec.db, { scope: { kind: 'all' } })).toEqual([
      {
        codBseUnidade: 20,
        codBseEscola: 3,
        nomUnidade: 'Unidade Única',
        cstTxtPrefixoLogin: 'UN',
        codBseEndereco: null,
        nomEscola: 'Colégio Verde',
        cstTxtPrefixoLoginEscola: 'CV',
      },
      expect.objectContaining({ codBseUnidade: 10, nomEscola: 'Escola São José' }),
      expect.objectContaining({ codBseUnidade: 11, nomUnidade: 'Unidade Nórdica', codBseEndereco: 4 }),
    ]);
  });

  it('searches unit name, school name and both prefixes, ignoring case and accents', async () => {
    const ids = async (search: string) =>
      (await listUnits(spec.db, { scope: { kind: 'all' }, search })).map((u) => u.codBseUnidade);
    expect(await ids('nordica')).toEqual([11]);
    expect(await ids('SAO JOSE')).toEqual([10, 11]);
    expect(await ids('ce')).toEqual([10]);
    expect(await ids('cv')).toEqual([20]);
    expect(await ids('100%')).toEqual([]);
  });

  it('filters by scope: a school, a unit, nothing for the others', async () => {
    const ids = async (scope: Parameters<typeof listUnits>[1]['scope'], schoolId?: number) =>
      (await listUnits(spec.db, { scope, schoolId })).map((u) => u.codBseUnidade);
    expect(await ids({ kind: 'school', schoolId: 2 })).toEqual([10, 11]);
    expect(await ids({ kind: 'unit', schoolId: 2, unitId: 11 })).toEqual([11]);
    expect(await ids({ kind: 'unit', schoolId: 3, unitId: 11 })).toEqual([]);
    expect(await ids({ kind: 'classes', classIds: [1] })).toEqual([]);
    expect(await ids({ kind: 'none' })).toEqual([]);
    expect(await ids({ kind: 'all' }, 3)).toEqual([20]);
  });

  it('follows a school’s new name, and finds units by id', async () => {
    await spec.given({
      type: 'SchoolUpdated',
      data: { codBseEscola: 3, nomEscola: 'Colégio Azul', codBseEndereco: null },
    });
    expect((await findUnit(spec.db, 20))?.nomEscola).toBe('Colégio Azul');
    expect([...(await unitsByIds(spec.db, [10, 20, 99])).keys()].sort()).toEqual([10, 20]);
    expect(await findUnit(spec.db, 99)).toBeUndefined();
  });

  it('knows a name already used in the school', async () => {
    expect(await unitNamedLike(spec.db, 2, 'unidade centro')).toBe(10);
    expect(await unitNamedLike(spec.db, 2, 'Unidade Centro', 10)).toBeUndefined();
    expect(await unitNamedLike(spec.db, 3, 'Unidade Centro')).toBeUndefined();
    expect(await countUnitsInSchool(spec.db, 2)).toBe(2);
  });

  it('lists and counts the users of a unit, following edits and deletions', async () => {
    expect((await usersOfUnit(spec.db, 10)).map((u) => u.nomUsuario)).toEqual(['Ana', 'Bruna']);
    await spec.given(
      { type: 'UserUpdated', data: { codBseUsuario: 102, codBseUnidade: 10, nomUsuario: 'Carla' } },
      { type: 'UserUpdated', data: { codBseUsuario: 100, codBseUnidade: 11 } },
      { type: 'UserDeleted', data: { codBseUsuario: 101, cstLogin: 'LG-101' } },
    );
    expect(await usersOfUnit(spec.db, 10)).toEqual([
      { codBseUsuario: 102, nomUsuario: 'Carla', cstLogin: 'LG-102', codBsePerfil: 6 },
    ]);
    expect([
      await countUsersInUnit(spec.db, 10),
      await countUsersInUnit(spec.db, 11),
      await countUsersInUnit(spec.db, 20),
    ]).toEqual([1, 1, 0]);
  });

  it('forgets a deleted unit, and a unit created, renamed and deleted in one batch is never written', async () => {
    await spec.given(
      { type: 'UnitDeleted', data: { codBseUnidade: 20, codBseEscola: 3, cstTxtPrefixoLogin: 'UN' } },
      unit(21, 3, 'Passageira', 'PS'),
      {
        type: 'UnitUpdated',
        data: { codBseUnidade: 21, codBseEscola: 3, nomUnidade: 'Outra', codBseEndereco: null },
      },
      { type: 'UnitDeleted', data: { codBseUnidade: 21, codBseEscola: 3, cstTxtPrefixoLogin: 'PS' } },
    );
    expect(await findUnit(spec.db, 20)).toBeUndefined();
    expect(await findUnit(spec.db, 21)).toBeUndefined();
    expect(await countUnitsInSchool(spec.db, 3)).toBe(0);
  });

  it('writes a replayed batch again the same', async () => {
    const before = await listUnits(spec.db, { scope: { kind: 'all' } });
    await spec.given(unit(10, 2, 'Unidade Centro', 'CE'));
    expect(await listUnits(spec.db, { scope: { kind: 'all' } })).toEqual(before);
  });
});

describe('unit list: erasure (decision 0061)', () => {
  it('keeps an erased user among its unit’s users (the unit still has users) as "Dados removidos"', async () => {
    const after = await spec.afterErasure(
      'units',
      [user(80, 3, 'Zuleica Pereira'), user(81, 3, 'Outra Pessoa')],
      80,
      ['Zuleica Pereira', 'LG-80'],
    );
    expect(
      after.unit_users!.map((u) => [u.cod_bse_usuario, u.cod_bse_unidade, u.nom_usuario, u.cst_login]),
    ).toEqual([
      [80, 3, ERASED, ERASED],
      [81, 3, 'Outra Pessoa', 'LG-81'],
    ]);
  });
});
