import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { currentClassDecider, type CurrentClassCommand } from './current-class.decider.js';
import type { CurrentClassEvent } from './current-class.events.js';
import { refusal } from '@school/modules/testing';

const teacher: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 30, profile: 5, schoolId: 3, unitId: 5 },
};
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

const given = (events: CurrentClassEvent[], context = teacher) => ({
  when: (command: CurrentClassCommand) => () =>
    currentClassDecider.decide(command, fold(currentClassDecider, events), context),
});

describe('current class decider', () => {
  it('makes one of the user’s classes the current one', () => {
    expect(given([]).when(choose(9))()).toEqual([chosen(9)]);
  });

  it('switches to another class: only one is current at a time', () => {
    expect(given([chosen(9)]).when(choose(10))()).toEqual([chosen(10)]);
    expect(fold(currentClassDecider, [chosen(9), chosen(10)])).toEqual({ codBseTurma: 10 });
  });

  it('appends nothing when the class is already the current one', () => {
    expect(given([chosen(9), chosen(10)]).when(choose(10))()).toEqual([]);
  });

  it('answers 404 for a class the user does not belong to', () => {
    expect(refusal(given([]).when(choose(11, false))).status).toBe(404);
  });

  it('is only for oneself', () => {
    expect(refusal(given([]).when(choose(9, true, 31))).status).toBe(403);
  });
});
