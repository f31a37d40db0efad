import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { currentClassDecider, type CurrentClassCommand } from './current-class.decider.js';
import type { CurrentClassEvent } from './current-class.events.js';

const teacher: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 30, profile: 5, schoolId: 3, unitId: 5 },
};
const spec = deciderSpec(currentClassDecider, teacher);
const choose = (codBseTurma: number, isMember = true, codBseUsuario = 30): CurrentClassCommand => ({
  type: 'ChooseCurrentClass',
  codBseUsuario,
  codBseTurma,
  isMember,
});
const chosen = (codBseTurma: number): CurrentClassEvent => ({
  type: 'CurrentClassChosen',
  data: { codBseUsuario: 30, codBseTurma },
});

describe('current class decider', () => {
  it('makes one of the user’s classes the current one', () => {
    spec
      .given([])
      .when(choose(9))
      .then([chosen(9)]);
  });

  it('switches to another class: only one is current at a time', () => {
    spec
      .given([chosen(9)])
      .when(choose(10))
      .then([chosen(10)]);
    expect(fold(currentClassDecider, [chosen(9), chosen(10)])).toEqual({ codBseTurma: 10 });
  });

  it('appends nothing when the class is already the current one', () => {
    spec
      .given([chosen(9), chosen(10)])
      .when(choose(10))
      .thenNothing();
  });

  it('refuses a class the user does not belong to as not found', () => {
    spec.given([]).when(choose(11, false)).thenFails('generic.notFound');
  });

  it('is only for oneself', () => {
    spec
      .given([])
      .when(choose(9, true, 31))
      .thenFails('generic.forbidden');
  });
});
