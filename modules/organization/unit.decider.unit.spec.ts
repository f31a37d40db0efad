import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { unitDecider, type UnitCommand } from './unit.decider.js';
import type { UnitCreatedData, UnitEvent } from './unit.events.js';
import { refusal } from '@school/modules/testing';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 2, profile: 2, schoolId: 3, unitId: null },
};

const data: UnitCreatedData = {
  codBseUnidade: 5,
  codBseEscola: 3,
  nomUnidade: 'Unidade Centro',
  cstTxtPrefixoLogin: 'CE',
  codBseEndereco: 8,
  codUsuarioCriacao: 2,
};
const created: UnitEvent = { type: 'UnitCreated', data };
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

const given = (events: UnitEvent[]) => ({
  when: (command: UnitCommand) => () => unitDecider.decide(command, fold(unitDecider, events), context),
});

describe('unit decider', () => {
  it('creates a unit that does not exist', () => {
    expect(given([]).when({ type: 'CreateUnit', data })()).toEqual([created]);
  });

  it('refuses to create the same unit twice', () => {
    expect(refusal(given([created]).when({ type: 'CreateUnit', data })).code).toBe('unit.alreadyRegistered');
  });

  it('renames a unit and changes its address', () => {
    expect(given([created]).when(update({ nomUnidade: 'Unidade Sul', codBseEndereco: null }))()).toEqual([
      {
        type: 'UnitUpdated',
        data: { codBseUnidade: 5, codBseEscola: 3, nomUnidade: 'Unidade Sul', codBseEndereco: null },
      },
    ]);
  });

  it('appends nothing when the update changes nothing', () => {
    expect(given([created]).when(update())()).toEqual([]);
  });

  it('keeps the prefix locked, but accepts the unit’s own prefix in any case', () => {
    expect(refusal(given([created]).when(update({ cstTxtPrefixoLogin: 'ZZ' }))).code).toBe(
      'unit.prefixLocked',
    );
    expect(given([created]).when(update({ nomUnidade: 'Outra', cstTxtPrefixoLogin: 'ce' }))()).toHaveLength(
      1,
    );
  });

  it('does not update or delete a unit that does not exist', () => {
    expect(refusal(given([]).when(update())).status).toBe(404);
    expect(refusal(given([]).when(remove())).status).toBe(404);
  });

  it('refuses to delete a unit that has classes or users, with the spec message', () => {
    for (const [classes, users] of [
      [1, 0],
      [0, 2],
      [3, 4],
    ] as const) {
      const error = refusal(given([created]).when(remove(classes, users)));
      expect([error.code, error.status]).toEqual(['unit.hasDependents', 409]);
    }
  });

  it('deletes an empty unit, giving back what frees its prefix; then it is gone', () => {
    const deleted = given([created]).when(remove())();
    expect(deleted).toEqual([
      { type: 'UnitDeleted', data: { codBseUnidade: 5, codBseEscola: 3, cstTxtPrefixoLogin: 'CE' } },
    ]);
    expect(refusal(given([created, ...deleted]).when(remove())).status).toBe(404);
    expect(refusal(given([created, ...deleted]).when(update({ nomUnidade: 'X' }))).status).toBe(404);
  });
});
