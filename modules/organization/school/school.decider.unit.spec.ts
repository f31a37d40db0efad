import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { schoolDecider, type SchoolCommand } from './school.decider.js';
import type { SchoolCreatedData, SchoolEvent } from './school.events.js';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 1, profile: 1, schoolId: 1, unitId: null },
};
const spec = deciderSpec(schoolDecider, context);

const data = (id = 7): SchoolCreatedData => ({
  codBseEscola: id,
  nomEscola: 'Escola Azul',
  cstTxtPrefixoLogin: 'AZ',
  codBseEndereco: null,
  codUsuarioCriacao: 1,
});
const created = (id = 7): SchoolEvent => ({ type: 'SchoolCreated', data: data(id) });
const update = (extra: Partial<Extract<SchoolCommand, { type: 'UpdateSchool' }>> = {}): SchoolCommand => ({
  type: 'UpdateSchool',
  codBseEscola: 7,
  nomEscola: 'Escola Azul',
  codBseEndereco: null,
  ...extra,
});
const remove = (codBseEscola = 7, usersInSchool = 0, unitsInSchool = 0): SchoolCommand => ({
  type: 'DeleteSchool',
  codBseEscola,
  usersInSchool,
  unitsInSchool,
});

describe('school decider', () => {
  it('creates a school that does not exist', () => {
    spec.given([]).when({ type: 'CreateSchool', data: data() }).then([created()]);
  });

  it('refuses to create a school twice', () => {
    spec
      .given([created()])
      .when({ type: 'CreateSchool', data: data() })
      .thenFails('school.alreadyRegistered');
  });

  it('renames a school and keeps its prefix', () => {
    spec
      .given([created()])
      .when(update({ nomEscola: 'Escola Verde' }))
      .then([
        { type: 'SchoolUpdated', data: { codBseEscola: 7, nomEscola: 'Escola Verde', codBseEndereco: null } },
      ]);
  });

  it('appends nothing when the update changes nothing', () => {
    spec.given([created()]).when(update()).thenNothing();
  });

  it('refuses to change the prefix on edit', () => {
    spec
      .given([created()])
      .when(update({ cstTxtPrefixoLogin: 'ZZ' }))
      .thenFails('school.prefixLocked');
  });

  it('accepts the unchanged prefix on edit', () => {
    expect(
      spec
        .given([created()])
        .when(update({ nomEscola: 'Nova', cstTxtPrefixoLogin: 'az' }))
        .events(),
    ).toHaveLength(1);
  });

  it('never changes or deletes school 1', () => {
    spec
      .given([created(1)])
      .when(update({ codBseEscola: 1, nomEscola: 'X' }))
      .thenFails('school.protected');
    spec
      .given([created(1)])
      .when(remove(1))
      .thenFails('school.protected');
  });

  it('refuses to delete a school that has users', () => {
    spec
      .given([created()])
      .when(remove(7, 3, 0))
      .thenFails('school.hasUsers');
  });

  it('refuses to delete a school that has units', () => {
    spec
      .given([created()])
      .when(remove(7, 0, 2))
      .thenFails('school.hasUnits');
  });

  it('deletes an empty school, and then it is gone', () => {
    const deleted: SchoolEvent = {
      type: 'SchoolDeleted',
      data: { codBseEscola: 7, cstTxtPrefixoLogin: 'AZ' },
    };
    spec.given([created()]).when(remove()).then([deleted]);
    spec.given([created(), deleted]).when(remove()).thenFails('generic.notFound');
  });

  it('does not update an unknown school', () => {
    spec
      .given([])
      .when(update({ codBseEscola: 9, nomEscola: 'X' }))
      .thenFails('generic.notFound');
  });
});
