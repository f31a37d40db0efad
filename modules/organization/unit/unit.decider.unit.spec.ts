import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { unitDecider, type UnitCommand } from './unit.decider.js';
import type { UnitCreatedData, UnitEvent } from './unit.events.js';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 2, profile: 2, schoolId: 3, unitId: null },
};
const spec = deciderSpec(unitDecider, context);

const data: UnitCreatedData = {
  codBseUnidade: 5,
  codBseEscola: 3,
  nomUnidade: 'Unidade Centro',
  cstTxtPrefixoLogin: 'CE',
  codBseEndereco: 8,
  codUsuarioCriacao: 2,
};
const created: UnitEvent = { type: 'UnitCreated', data };
const deleted: UnitEvent = {
  type: 'UnitDeleted',
  data: { codBseUnidade: 5, codBseEscola: 3, cstTxtPrefixoLogin: 'CE' },
};
const update = (extra: Partial<Extract<UnitCommand, { type: 'UpdateUnit' }>> = {}): UnitCommand => ({
  type: 'UpdateUnit',
  codBseUnidade: 5,
  nomUnidade: 'Unidade Centro',
  codBseEndereco: 8,
  ...extra,
});
const remove = (classesInUnit = 0, usersInUnit = 0): UnitCommand => ({
  type: 'DeleteUnit',
  codBseUnidade: 5,
  classesInUnit,
  usersInUnit,
});

describe('unit decider', () => {
  it('creates a unit that does not exist', () => {
    spec.given([]).when({ type: 'CreateUnit', data }).then([created]);
  });

  it('refuses to create the same unit twice', () => {
    spec.given([created]).when({ type: 'CreateUnit', data }).thenFails('unit.alreadyRegistered');
  });

  it('renames a unit and changes its address', () => {
    spec
      .given([created])
      .when(update({ nomUnidade: 'Unidade Sul', codBseEndereco: null }))
      .then([
        {
          type: 'UnitUpdated',
          data: { codBseUnidade: 5, codBseEscola: 3, nomUnidade: 'Unidade Sul', codBseEndereco: null },
        },
      ]);
  });

  it('appends nothing when the update changes nothing', () => {
    spec.given([created]).when(update()).thenNothing();
  });

  it('keeps the prefix locked, but accepts the unit’s own prefix in any case', () => {
    spec
      .given([created])
      .when(update({ cstTxtPrefixoLogin: 'ZZ' }))
      .thenFails('unit.prefixLocked');
    expect(
      spec
        .given([created])
        .when(update({ nomUnidade: 'Outra', cstTxtPrefixoLogin: 'ce' }))
        .events(),
    ).toHaveLength(1);
  });

  it('does not update or delete a unit that does not exist', () => {
    spec.given([]).when(update()).thenFails('generic.notFound');
    spec.given([]).when(remove()).thenFails('generic.notFound');
  });

  it('refuses to delete a unit that has classes or users, with the spec message', () => {
    for (const [classes, users] of [
      [1, 0],
      [0, 2],
      [3, 4],
    ] as const)
      spec.given([created]).when(remove(classes, users)).thenFails('unit.hasDependents');
  });

  it('deletes an empty unit, giving back what frees its prefix; then it is gone', () => {
    spec.given([created]).when(remove()).then([deleted]);
    spec.given([created, deleted]).when(remove()).thenFails('generic.notFound');
    spec
      .given([created, deleted])
      .when(update({ nomUnidade: 'X' }))
      .thenFails('generic.notFound');
  });
});
