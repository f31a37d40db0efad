import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import { pollingSubscription } from './polling-subscription.js';

const event = (n: number): RecordedEvent => ({
  id: `id-${n}`,
  type: 'Counted',
  data: { n },
  metadata: {},
  streamName: 'count-1',
  revision: n,
  position: String(n).padStart(5, '0'),
  createdAt: new Date(0),
});

describe('polling subscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads once per wake-up that brings something new, and not for events it already read', async () => {
    const log = [event(1), event(2)];
    let reads = 0;
    const handled: number[] = [];
    let wake: (position: string) => void = () => undefined;
    const subscription = pollingSubscription({
      after: null,
      batchSize: 10,
      read: async (after) => {
        reads++;
        return log.filter((e) => after === null || e.position > after);
      },
      handler: async (events) => void handled.push(...events.map((e) => e.revision)),
      listen: (w) => {
        wake = w;
        return () => undefined;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect({ reads, handled }).toEqual({ reads: 1, handled: [1, 2] });

    // The appends of events it has read already: their wake-ups cut no pause short.
    wake(event(1).position);
    wake(event(2).position);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toBe(1);

    // Three appends while it pauses: one read takes them all.
    log.push(event(3), event(4), event(5));
    wake(event(3).position);
    wake(event(4).position);
    wake(event(5).position);
    await vi.advanceTimersByTimeAsync(1);
    expect({ reads, handled }).toEqual({ reads: 2, handled: [1, 2, 3, 4, 5] });
    await subscription.close();
  });
});
