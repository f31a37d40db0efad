import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { schoolDecider, type SchoolCommand } from './school.decider.js';
import type { SchoolEvent } from './school.events.js';
import { refusal } from '@school/modules/testing';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 1, profile: 1, schoolId: 1, unitId: null },
};

const created = (id = 7): SchoolEvent => ({
  type: 'SchoolCreated',
  data: {
    codBseEscola: id,
    nomEscola: 'Escola Azul',
    cstTxtPrefixoLogin: 'AZ',
    codBseEndereco: null,
    codUsuarioCriacao: 1,
  },
});

function given(events: SchoolEvent[]) {
  return {
    when: (command: SchoolCommand) => () =>
      schoolDecider.decide(command, fold(schoolDecider, events), context),
  };
}

describe('school decider', () => {
  it('creates a school that does not exist', () => {
    const event = created();
    expect(given([]).when({ type: 'CreateSchool', data: event.data as never })()).toEqual([event]);
  });

  it('refuses to create a school twice', () => {
    const error = refusal(given([created()]).when({ type: 'CreateSchool', data: created().data as never }));
    expect(error.code).toBe('school.alreadyRegistered');
  });

  it('renames a school and keeps its prefix', () => {
    expect(
      given([created()]).when({
        type: 'UpdateSchool',
        codBseEscola: 7,
        nomEscola: 'Escola Verde',
        codBseEndereco: null,
      })(),
    ).toEqual([
      { type: 'SchoolUpdated', data: { codBseEscola: 7, nomEscola: 'Escola Verde', codBseEndereco: null } },
    ]);
  });

  it('appends nothing when the update changes nothing', () => {
    expect(
      given([created()]).when({
        type: 'UpdateSchool',
        codBseEscola: 7,
        nomEscola: 'Escola Azul',
        codBseEndereco: null,
      })(),
    ).toEqual([]);
  });

  it('refuses to change the prefix on edit', () => {
    const error = refusal(
      given([created()]).when({
        type: 'UpdateSchool',
        codBseEscola: 7,
        nomEscola: 'Escola Azul',
        codBseEndereco: null,
        cstTxtPrefixoLogin: 'ZZ',
      }),
    );
    expect(error.code).toBe('school.prefixLocked');
  });

  it('accepts the unchanged prefix on edit', () => {
    expect(
      given([created()]).when({
        type: 'UpdateSchool',
        codBseEscola: 7,
        nomEscola: 'Nova',
        codBseEndereco: null,
        cstTxtPrefixoLogin: 'az',
      })(),
    ).toHaveLength(1);
  });

  it('never changes or deletes school 1', () => {
    const update = refusal(
      given([created(1)]).when({
        type: 'UpdateSchool',
        codBseEscola: 1,
        nomEscola: 'X',
        codBseEndereco: null,
      }),
    );
    const remove = refusal(
      given([created(1)]).when({ type: 'DeleteSchool', codBseEscola: 1, usersInSchool: 0, unitsInSchool: 0 }),
    );
    expect([update.code, update.status, remove.code]).toEqual(['school.protected', 403, 'school.protected']);
  });

  it('refuses to delete a school that has users', () => {
    const error = refusal(
      given([created()]).when({ type: 'DeleteSchool', codBseEscola: 7, usersInSchool: 3, unitsInSchool: 0 }),
    );
    expect(error.code).toBe('school.hasUsers');
  });

  it('refuses to delete a school that has units', () => {
    const error = refusal(
      given([created()]).when({ type: 'DeleteSchool', codBseEscola: 7, usersInSchool: 0, unitsInSchool: 2 }),
    );
    expect([error.code, error.status]).toEqual(['school.hasUnits', 409]);
  });

  it('deletes an empty school, and then it is gone', () => {
    const deleted = given([created()]).when({
      type: 'DeleteSchool',
      codBseEscola: 7,
      usersInSchool: 0,
      unitsInSchool: 0,
    })();
    expect(deleted).toEqual([{ type: 'SchoolDeleted', data: { codBseEscola: 7, cstTxtPrefixoLogin: 'AZ' } }]);
    const again = refusal(
      given([created(), ...deleted]).when({
        type: 'DeleteSchool',
        codBseEscola: 7,
        usersInSchool: 0,
        unitsInSchool: 0,
      }),
    );
    expect(again.status).toBe(404);
  });

  it('does not update an unknown school', () => {
    const error = refusal(
      given([]).when({ type: 'UpdateSchool', codBseEscola: 9, nomEscola: 'X', codBseEndereco: null }),
    );
    expect(error.status).toBe(404);
  });
});
