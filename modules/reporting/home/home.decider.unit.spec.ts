import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { homeDecider, type HomeCommand } from './home.decider.js';
import type { HomeEvent } from './home.events.js';

const NOW = new Date('2026-12-03T14:00:00Z');
const student: DecisionContext = { now: NOW, actor: { userId: 30, profile: 6, schoolId: 3, unitId: 7 } };
const spec = deciderSpec(homeDecider, student);
const see: HomeCommand = { type: 'SeeGrades', codBseUsuario: 30 };
const seen = (at: Date): HomeEvent => ({
  type: 'GradesSeen',
  data: { codBseUsuario: 30, at: at.toISOString() },
});
const before = (ms: number) => new Date(NOW.getTime() - ms);

describe('home decider', () => {
  it('records when the student first looks at its grades', () => {
    spec
      .given([])
      .when(see)
      .then([seen(NOW)]);
  });

  it('moves the marker on a later look', () => {
    spec
      .given([seen(before(3_600_000)), seen(before(61_000))])
      .when(see)
      .then([seen(NOW)]);
  });

  it('records nothing for a look a minute or less after the last (a reload)', () => {
    spec
      .given([seen(before(60_000))])
      .when(see)
      .then([]);
    spec
      .given([seen(before(5_000))])
      .when(see)
      .then([]);
  });
});
