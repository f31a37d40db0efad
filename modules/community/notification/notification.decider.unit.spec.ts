import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { notificationDecider } from './notification.decider.js';
import type { NotificationEvent } from './notification.events.js';

const context: DecisionContext = { now: new Date('2026-12-03T10:00:00Z'), actor: null };
const spec = deciderSpec(notificationDecider, context);
const read = (...ids: number[]): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { codBseUsuario: 7, ids },
});
const mark = (...ids: number[]) => ({ type: 'MarkNotificationsRead' as const, codBseUsuario: 7, ids });

describe('notification decider', () => {
  it('marks the given notifications read, each once and in order', () => {
    spec
      .given([])
      .when(mark(5, 3, 5))
      .then([read(3, 5)]);
  });

  it('marks only those not read yet, and nothing when all are', () => {
    spec
      .given([read(3)])
      .when(mark(3, 4))
      .then([read(4)]);
    spec
      .given([read(3), read(4)])
      .when(mark(4, 3))
      .thenNothing();
    spec.given([]).when(mark()).thenNothing();
  });
});
