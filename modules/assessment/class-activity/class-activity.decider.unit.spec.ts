import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { classActivityDecider } from './class-activity.decider.js';
import type { ClassActivityEvent, ClassActivityRef } from './class-activity.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(classActivityDecider, context);

const ref = (codBseAtividadeTurma: number, codBseAtividade: number): ClassActivityRef => ({
  codBseAtividadeTurma,
  codBseTurma: 7,
  codBseAtividade,
});
const added = (...itens: ClassActivityRef[]): ClassActivityEvent => ({
  type: 'ClassActivitiesAdded',
  data: { codBseTurma: 7, itens },
});
const add = (...itens: ClassActivityRef[]) => ({
  type: 'AddClassActivities' as const,
  codBseTurma: 7,
  itens,
  existing: [30, 31, 32],
});

describe('class activities decider', () => {
  it('adds a selection of activities at once, all or none', () => {
    spec
      .given([])
      .when(add(ref(1, 30), ref(2, 31)))
      .then([added(ref(1, 30), ref(2, 31))]);
    spec
      .given([added(ref(1, 30))])
      .when(add(ref(2, 31), ref(3, 30)))
      .thenFails('classActivity.addFailed');
    spec
      .given([])
      .when(add(ref(1, 30), ref(2, 30)))
      .thenFails('classActivity.addFailed');
    spec
      .given([])
      .when(add(ref(1, 99)))
      .thenFails('generic.notFound');
    spec.given([]).when(add()).thenFails('generic.notFound');
  });

  it('opens and closes an activity to answers; setting it as it is changes nothing', () => {
    const opened: ClassActivityEvent = { type: 'ClassActivityOpened', data: ref(1, 30) };
    spec
      .given([added(ref(1, 30))])
      .when({ type: 'SetClassActivityActive', codBseAtividadeTurma: 1, active: true })
      .then([opened]);
    spec
      .given([added(ref(1, 30)), opened])
      .when({ type: 'SetClassActivityActive', codBseAtividadeTurma: 1, active: true })
      .then([]);
    spec
      .given([added(ref(1, 30)), opened])
      .when({ type: 'SetClassActivityActive', codBseAtividadeTurma: 1, active: false })
      .then([{ type: 'ClassActivityClosed', data: ref(1, 30) }]);
    spec
      .given([])
      .when({ type: 'SetClassActivityActive', codBseAtividadeTurma: 1, active: true })
      .thenFails('generic.notFound');
  });

  it('removes an activity from the class, which may then be added again', () => {
    const removed: ClassActivityEvent = { type: 'ClassActivityRemoved', data: ref(1, 30) };
    spec
      .given([added(ref(1, 30))])
      .when({ type: 'RemoveClassActivity', codBseAtividadeTurma: 1 })
      .then([removed]);
    spec
      .given([added(ref(1, 30)), removed])
      .when(add(ref(2, 30)))
      .then([added(ref(2, 30))]);
    spec
      .given([])
      .when({ type: 'RemoveClassActivity', codBseAtividadeTurma: 1 })
      .thenFails('generic.notFound');
  });
});
