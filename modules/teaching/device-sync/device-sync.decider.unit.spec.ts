import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { deviceSyncDecider, type RecordSync } from './device-sync.decider.js';

const context: DecisionContext = { now: new Date('2026-12-04T10:00:00Z'), actor: null };
const spec = deciderSpec(deviceSyncDecider, context);
const sync = (items: number, lateItems: number): RecordSync => ({
  type: 'RecordSync',
  codBseUsuario: 9,
  codBseTurma: 7,
  items,
  lateItems,
});

describe('a device sync', () => {
  it('is recorded with what it stored and how much of it arrived late', () => {
    spec
      .given([])
      .when(sync(5, 2))
      .then([
        {
          type: 'DeviceSynced',
          data: { codBseUsuario: 9, codBseTurma: 7, at: '2026-12-04T10:00:00.000Z', items: 5, lateItems: 2 },
        },
      ]);
  });

  it('is recorded again after others: syncs are facts without an invariant', () => {
    const before = deviceSyncDecider.decide(sync(1, 0), null, context);
    spec
      .given(before)
      .when(sync(1, 1))
      .then([
        {
          type: 'DeviceSynced',
          data: { codBseUsuario: 9, codBseTurma: 7, at: '2026-12-04T10:00:00.000Z', items: 1, lateItems: 1 },
        },
      ]);
  });

  it('records nothing for a queue that stored nothing (sent again, or every item refused)', () => {
    spec.given([]).when(sync(0, 0)).thenNothing();
  });
});
