import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WrongExpectedRevisionError,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '@school/modules/kernel';

export interface EventStoreFixture {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * Starts an append (`no_stream`) in a transaction left open until `commit()`: how the
   * PostgreSQL suite makes an event with a lower position commit last. Stores that
   * serialise their writes leave it out and the scenario runs as two concurrent appends.
   */
  holdAppendOpen?(stream: string, events: NewEvent[]): Promise<{ commit(): Promise<void> }>;
}

const WAIT = { timeout: 15_000, interval: 10 };

function newEvent(type = 'ContractTested', data: Record<string, unknown> = {}): NewEvent {
  return {
    id: randomUUID(),
    type,
    data: { ...data, n: Math.random() },
    metadata: { correlationId: randomUUID() },
  };
}

function strictlyIncreasing(positions: string[]): boolean {
  return positions.every((p, i) => i === 0 || comparePositions(positions[i - 1], p) < 0);
}

/** One suite, every adapter: the port's promises, proven the same way for each. */
export function eventStoreContract(name: string, factory: () => Promise<EventStoreFixture>): void {
  describe(name, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    // Stream names are unique per run: a KurrentDB server keeps its streams between runs.
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const streamName = (label: string) => `contract-${run}-${label}-${++counter}`;

    beforeAll(async () => {
      fixture = await factory();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    async function conflict(stream: string, events: NewEvent[], expected: ExpectedRevision) {
      const error = await store.append(stream, events, expected).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      return error as WrongExpectedRevisionError;
    }

    /**
     * Waits until `$all` readers see `position`. PostgreSQL readers hold back while any older
     * transaction on the server is still open (another test file's, say): that is the design.
     */
    async function visible(position: string) {
      await vi.waitFor(async () => {
        expect(comparePositions(await store.headPosition(), position)).toBeGreaterThanOrEqual(0);
      }, WAIT);
    }

    /** Subscribes after the current head and collects the events of the given streams. */
    async function collect(streams: Set<string>, after?: string | null, batchSize?: number) {
      const received: RecordedEvent[] = [];
      const start = after === undefined ? await store.headPosition() : after;
      const subscription = store.subscribeToAll(
        { after: start, ...(batchSize ? { batchSize } : {}) },
        async (events) => {
          received.push(...events.filter((e) => streams.has(e.streamName)));
        },
      );
      return { received, subscription };
    }

    it('appends events and reads them back', async () => {
      const stream = streamName('basic');
      const events = [newEvent('First', { a: 1 }), newEvent('Second', { b: [1, 2] })];
      const result = await store.append(stream, events, 'no_stream');
      expect(result.nextRevision).toBe(1);

      const read = await store.readStream(stream);
      expect(read.map((e) => [e.id, e.type, e.data, e.metadata, e.streamName, e.revision])).toEqual(
        events.map((e, i) => [e.id, e.type, e.data, e.metadata, stream, i]),
      );
      expect(read.every((e) => e.createdAt instanceof Date)).toBe(true);
      expect(strictlyIncreasing(read.map((e) => e.position))).toBe(true);
      expect(result.position).toBe(read[1]!.position);
    });

    it('expected revision any: appends to a missing stream and to an existing one', async () => {
      const stream = streamName('any');
      expect((await store.append(stream, [newEvent()], 'any')).nextRevision).toBe(0);
      expect((await store.append(stream, [newEvent(), newEvent()], 'any')).nextRevision).toBe(2);
    });

    it('expected revision no_stream: succeeds on a missing stream, conflicts on an existing one', async () => {
      const stream = streamName('no-stream');
      expect((await store.append(stream, [newEvent()], 'no_stream')).nextRevision).toBe(0);
      const error = await conflict(stream, [newEvent()], 'no_stream');
      expect(error.actual).toBe(0);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('expected revision stream_exists: conflicts on a missing stream, succeeds on an existing one', async () => {
      const stream = streamName('exists');
      const error = await conflict(stream, [newEvent()], 'stream_exists');
      expect(error.actual).toBe('no_stream');
      expect(await store.readStream(stream)).toEqual([]);
      await store.append(stream, [newEvent()], 'no_stream');
      expect((await store.append(stream, [newEvent()], 'stream_exists')).nextRevision).toBe(1);
    });

    it('exact expected revision: succeeds at the current revision, conflicts otherwise', async () => {
      const stream = streamName('exact');
      expect((await conflict(stream, [newEvent()], 0)).actual).toBe('no_stream');
      await store.append(stream, [newEvent(), newEvent()], 'no_stream');
      expect((await store.append(stream, [newEvent()], 1)).nextRevision).toBe(2);
      expect((await conflict(stream, [newEvent()], 1)).actual).toBe(2);
      expect((await conflict(stream, [newEvent()], 7)).actual).toBe(2);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('concurrent writers of one stream: every `any` append lands, exactly one of those expecting a revision', async () => {
      const stream = streamName('concurrent');
      await store.append(stream, [newEvent()], 'no_stream');
      const anys = await Promise.all(
        Array.from({ length: 8 }, () => store.append(stream, [newEvent()], 'any')),
      );
      expect(anys.map((r) => r.nextRevision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const exact = await Promise.allSettled(
        Array.from({ length: 4 }, () => store.append(stream, [newEvent()], 8)),
      );
      expect(exact.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const refused of exact.filter((r) => r.status === 'rejected')) {
        expect(refused.reason).toMatchObject({ name: 'WrongExpectedRevisionError', expected: 8, actual: 9 });
      }
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('a conflict error carries the stream, the expected and the actual revision', async () => {
      const stream = streamName('conflict');
      await store.append(stream, [newEvent(), newEvent(), newEvent()], 'no_stream');
      const error = await conflict(stream, [newEvent()], 0);
      expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', stream, expected: 0, actual: 2 });
    });

    it('an append retried with the same event ids and expected revision succeeds and appends nothing', async () => {
      const exact = streamName('retry-exact');
      await store.append(exact, [newEvent(), newEvent()], 'no_stream');
      const batch = [newEvent(), newEvent()];
      const original = await store.append(exact, batch, 1);
      expect(await store.append(exact, batch, 1)).toEqual(original);
      expect((await store.readStream(exact)).map((e) => e.id).slice(2)).toEqual(batch.map((e) => e.id));
      expect(await store.readStream(exact)).toHaveLength(4);

      const fresh = streamName('retry-no-stream');
      const first = [newEvent()];
      const created = await store.append(fresh, first, 'no_stream');
      expect(await store.append(fresh, first, 'no_stream')).toEqual(created);
      expect(await store.readStream(fresh)).toHaveLength(1);
    });

    it('readStream honours fromRevision, maxCount and direction, and gives [] for a missing stream', async () => {
      const stream = streamName('read-options');
      await store.append(
        stream,
        [0, 1, 2, 3, 4].map(() => newEvent()),
        'no_stream',
      );
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
      expect(revisions(await store.readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
      expect(revisions(await store.readStream(stream, { maxCount: 2 }))).toEqual([0, 1]);
      expect(revisions(await store.readStream(stream, { fromRevision: 1, maxCount: 2 }))).toEqual([1, 2]);
      expect(revisions(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
      expect(
        revisions(await store.readStream(stream, { direction: 'backwards', fromRevision: 3, maxCount: 2 })),
      ).toEqual([3, 2]);
      expect(await store.readStream(streamName('missing'))).toEqual([]);
    });

    it('$all holds the events of every stream in append order, positions strictly increasing', async () => {
      const head = await store.headPosition();
      const [a, b] = [streamName('all-a'), streamName('all-b')];
      const appended: string[] = [];
      let last = '';
      for (const stream of [a, b, a, b, b]) {
        const event = newEvent();
        last = (await store.append(stream, [event], 'any')).position;
        appended.push(event.id);
      }
      await visible(last);
      const all = (await store.readAll({ after: head, maxCount: 1000 })).filter(
        (e) => e.streamName === a || e.streamName === b,
      );
      expect(all.map((e) => e.id)).toEqual(appended);
      expect(strictlyIncreasing(all.map((e) => e.position))).toBe(true);
      if (head) expect(all.every((e) => comparePositions(e.position, head) > 0)).toBe(true);
      expect(all[all.length - 1]!.position).toBe(last);
    });

    it('readAll pages with `after` without gaps or repeats', async () => {
      const head = await store.headPosition();
      const stream = streamName('paging');
      const events = [0, 1, 2, 3, 4, 5, 6].map(() => newEvent());
      let last = '';
      for (const event of events) last = (await store.append(stream, [event], 'any')).position;
      await visible(last);

      const pages: RecordedEvent[][] = [];
      let after = head;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 2 });
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        pages.push(page);
        after = page[page.length - 1]!.position;
      }
      const paged = pages.flat();
      expect(strictlyIncreasing(paged.map((e) => e.position))).toBe(true);
      expect(paged.filter((e) => e.streamName === stream).map((e) => e.id)).toEqual(events.map((e) => e.id));
    });

    it('a subscription catches up, then goes live: every event once, in order', async () => {
      const head = await store.headPosition();
      const stream = streamName('subscribe');
      const before = [newEvent(), newEvent(), newEvent()];
      await store.append(stream, before, 'no_stream');

      const { received, subscription } = await collect(new Set([stream]), head, 2);
      await vi.waitFor(() => expect(received).toHaveLength(3), WAIT);
      const after = [newEvent(), newEvent()];
      await store.append(stream, after.slice(0, 1), 2);
      await store.append(stream, after.slice(1), 3);
      await vi.waitFor(() => expect(received).toHaveLength(5), WAIT);

      await sleep(150); // nothing delivered twice
      expect(received.map((e) => e.id)).toEqual([...before, ...after].map((e) => e.id));
      expect(received.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(strictlyIncreasing(received.map((e) => e.position))).toBe(true);

      await subscription.close();
      await expect(subscription.done).resolves.toBeUndefined();
      await store.append(stream, [newEvent()], 4);
      await sleep(150);
      expect(received).toHaveLength(5);
    });

    it('a subscription whose handler throws stops, and `done` rejects', async () => {
      const stream = streamName('failing');
      const head = await store.headPosition();
      let calls = 0;
      const subscription = store.subscribeToAll({ after: head }, async (events) => {
        if (events.some((e) => e.streamName === stream)) {
          calls++;
          throw new Error('projector failed');
        }
      });
      await store.append(stream, [newEvent()], 'no_stream');
      await expect(subscription.done).rejects.toThrow('projector failed');
      await store.append(stream, [newEvent()], 0);
      await sleep(100);
      expect(calls).toBe(1);
      await subscription.close();
    });

    it('a subscriber receives both of two concurrent appends, in position order, even when the lower position commits last', async () => {
      const [a, b] = [streamName('gap-a'), streamName('gap-b')];
      const { received, subscription } = await collect(new Set([a, b]));
      const [first, second] = [newEvent('GapFirst'), newEvent('GapSecond')];

      if (fixture.holdAppendOpen) {
        const held = await fixture.holdAppendOpen(a, [first]);
        try {
          await store.append(b, [second], 'no_stream');
          // `second` is committed, but `first` may still commit below it: readers must wait.
          await sleep(300);
          expect(received).toEqual([]);
          expect(
            (await store.readAll({ after: null, maxCount: 100_000 })).some((e) => e.id === second.id),
          ).toBe(false);
        } finally {
          await held.commit();
        }
        await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
        expect(received.map((e) => e.id)).toEqual([first.id, second.id]);
        // The scenario really happened: the event that committed last has the lower position.
        expect(comparePositions(received[0]!.position, received[1]!.position)).toBeLessThan(0);
      } else {
        await Promise.all([store.append(a, [first], 'no_stream'), store.append(b, [second], 'no_stream')]);
        await vi.waitFor(() => expect(received).toHaveLength(2), WAIT);
        expect(received.map((e) => e.id).sort()).toEqual([first.id, second.id].sort());
      }
      const [ra, rb] = [(await store.readStream(a))[0]!, (await store.readStream(b))[0]!];
      expect(received.map((e) => e.position)).toEqual([ra.position, rb.position].sort(comparePositions));
      expect(strictlyIncreasing(received.map((e) => e.position))).toBe(true);
      await subscription.close();
    });
  });
}
