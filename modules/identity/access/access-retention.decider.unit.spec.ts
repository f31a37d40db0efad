import { describe, it } from 'vitest';
import { deciderSpec } from '@school/modules/testing';
import { accessRetentionDecider } from './access-retention.decider.js';
import type { AccessRetentionEvent } from './access-retention.events.js';

const spec = deciderSpec(accessRetentionDecider, { now: new Date('2026-12-02T10:00:00Z'), actor: null });
const expired = (before: string): AccessRetentionEvent => ({ type: 'AccessLogExpired', data: { before } });

describe('access log retention decider', () => {
  it('drops the months before the cutoff the first time', () => {
    spec
      .given([])
      .when({ type: 'ExpireAccessLog', before: '2026-06' })
      .then([expired('2026-06')]);
  });

  it('moves on to a later cutoff', () => {
    spec
      .given([expired('2026-05')])
      .when({ type: 'ExpireAccessLog', before: '2026-06' })
      .then([expired('2026-06')]);
  });

  it('does nothing for a cutoff reached already (a second run the same month, a retry)', () => {
    spec
      .given([expired('2026-06')])
      .when({ type: 'ExpireAccessLog', before: '2026-06' })
      .thenNothing();
    spec
      .given([expired('2026-06')])
      .when({ type: 'ExpireAccessLog', before: '2026-04' })
      .thenNothing();
  });
});
