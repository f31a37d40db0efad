import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DomainError,
  eventGuard,
  type Decider,
  type DomainEvent,
  type EventStore,
} from '@school/modules/kernel';
import { createTestDatabase } from '../../test/databases.js';
import type { RequestMeta } from '../http/request-meta.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import type { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { CommandPipeline } from './command-pipeline.js';

type Named = DomainEvent<'Named', { name: string }>;
type Name = { type: 'Name'; name: string };

/** A name that changes only when it differs, and is never empty: a no-op and a refusal to test. */
const names: Decider<Name, string | null, Named> = {
  isEvent: eventGuard<Named>({ Named: true }),
  initialState: () => null,
  evolve: (_, e) => e.data.name,
  decide: (command, state) => {
    if (!command.name) throw new DomainError('generic.invalid');
    return command.name === state ? [] : [{ type: 'Named', data: { name: command.name } }];
  },
};

type Counted = DomainEvent<'Counted', { n: number }>;
/** Each event numbers itself from the state: two decisions on one state would repeat a number. */
const counter: Decider<{ type: 'Count' }, number, Counted> = {
  isEvent: eventGuard<Counted>({ Counted: true }),
  initialState: () => 0,
  evolve: (_, e) => e.data.n,
  decide: (_, state) => [{ type: 'Counted', data: { n: state + 1 } }],
};

type Stamped = DomainEvent<'Stamped', { by: number | null; at: string }>;
/** Records who decided and when, from the decision context: what `handle` fills in. */
const stamps: Decider<{ type: 'Stamp' }, number, Stamped> = {
  isEvent: eventGuard<Stamped>({ Stamped: true }),
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (_, __, context) => [
    { type: 'Stamped', data: { by: context.actor?.userId ?? null, at: context.now.toISOString() } },
  ],
};

/** The store, counting the stream reads the pipeline makes. */
function counting(store: EventStore): EventStore & { reads: number } {
  const counted = Object.create(store) as EventStore & { reads: number };
  counted.reads = 0;
  counted.readStream = (...args) => {
    counted.reads++;
    return store.readStream(...args);
  };
  return counted;
}

describe('command pipeline', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const engine = {} as ProjectionEngine;
  const run = (pipeline: CommandPipeline, stream: string, name: string) =>
    pipeline.run({
      stream,
      decider: names,
      command: { type: 'Name', name },
      context: { now: new Date(), actor: null },
      metadata: {},
    });

  beforeAll(async () => {
    database = await createTestDatabase('command_pipeline');
    pool = createPool(database.url);
    await migrateDatabase(createDatabase(pool));
    store = new PostgresEventStore(pool);
  });

  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('decides on its cached fold without reading the stream again, while no one else writes it', async () => {
    const counted = counting(store);
    const pipeline = new CommandPipeline(counted, engine);
    await run(pipeline, 'name-1', 'a');
    const reads = counted.reads;
    const result = await run(pipeline, 'name-1', 'b');
    expect(counted.reads).toBe(reads);
    expect(result.events).toEqual([{ type: 'Named', data: { name: 'b' } }]);
    expect((await store.readStream('name-1')).map((e) => e.data)).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('decides again on the fresh stream when another process wrote it since', async () => {
    const mine = new CommandPipeline(store, engine);
    const theirs = new CommandPipeline(store, engine);
    await run(mine, 'name-2', 'a');
    await run(theirs, 'name-2', 'b');
    // On the stale fold ('a') renaming to 'a' would be a no-op: on the stream ('b') it is a change.
    const noOp = await run(mine, 'name-2', 'a');
    expect(noOp.events).toHaveLength(1);
    await run(theirs, 'name-2', 'c');
    const change = await run(mine, 'name-2', 'd');
    expect(change.state).toBe('d');
    expect((await store.readStream('name-2')).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses on the stream as it is, and still answers 409 after two conflicts on fresh reads', async () => {
    const pipeline = new CommandPipeline(store, engine);
    await run(pipeline, 'name-3', 'a');
    await expect(run(pipeline, 'name-3', '')).rejects.toMatchObject({ code: 'generic.invalid' });

    // Every append finds the stream moved: the guess and both fresh attempts conflict.
    const racing = Object.create(store) as EventStore;
    let someoneElseWrites = false;
    let appends = 0;
    racing.append = async (stream, events, expected) => {
      if (!someoneElseWrites) return store.append(stream, events, expected);
      appends++;
      await store.append(
        stream,
        [{ id: crypto.randomUUID(), type: 'Named', data: { name: `x${appends}` } }],
        'any',
      );
      return store.append(stream, events, expected);
    };
    const raced = new CommandPipeline(racing, engine);
    await run(raced, 'name-3', 'b'); // fills its cache
    someoneElseWrites = true;
    await expect(run(raced, 'name-3', 'c')).rejects.toMatchObject({ code: 'generic.conflict' });
    expect(appends).toBe(3);
  });

  it('lands every concurrent decision on one person’s own stream, from two instances at once', async () => {
    const instances = [new CommandPipeline(store, engine), new CommandPipeline(store, engine)];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        instances[i % 2]!.run({
          stream: 'own-1',
          decider: counter,
          command: { type: 'Count' },
          context: { now: new Date(), actor: null },
          metadata: {},
          untilLanded: true,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const numbers = (await store.readStream('own-1')).map((e) => (e.data as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  describe('handle', () => {
    const meta: RequestMeta = {
      user: { userId: 7, profile: 2, schoolId: 3, unitId: null, login: 'gestor' },
      correlationId: 'correlation-1',
      idempotencyKey: 'key-1',
      ip: '10.0.0.1',
      userAgent: 'spec',
      language: 'pt',
    };
    /** A projection engine that records the positions it is asked to wait for. */
    const waited: (string | null)[] = [];
    const settling = {
      waitFor: (position: string | null) => {
        waited.push(position);
        return Promise.resolve(true);
      },
    } as unknown as ProjectionEngine;

    it('decides as the request’s caller, now, with its metadata, settles, and answers 1', async () => {
      const pipeline = new CommandPipeline(store, settling);
      const before = Date.now();
      const written = await pipeline.handle(meta, {
        stream: 'stamp-1',
        decider: stamps,
        command: { type: 'Stamp' },
      });
      expect([written.answer, written.settled]).toEqual([1, true]);
      const [event] = await store.readStream('stamp-1');
      expect(event!.data).toMatchObject({ by: 7 });
      expect(Date.parse((event!.data as Stamped['data']).at)).toBeGreaterThanOrEqual(before);
      expect(event!.metadata).toEqual({
        actorId: 7,
        actorProfile: 2,
        correlationId: 'correlation-1',
        causationId: 'correlation-1',
        idempotencyKey: 'key-1',
        ip: '10.0.0.1',
        userAgent: 'spec',
      });
      expect(waited.at(-1)).toBe(event!.position);
    });

    it('answers what the run decided, with the extra ids beside it, and keeps the run options', async () => {
      const pipeline = new CommandPipeline(store, settling);
      const written = await pipeline.handle(meta, {
        stream: 'stamp-2',
        decider: stamps,
        command: { type: 'Stamp' },
        expectNew: true,
        eventIds: () => '00000000-0000-4000-8000-000000000038',
        answer: ({ state, events }) => ({ count: state, types: events.map((e) => e.type) }),
        extra: { id: 38 },
      });
      expect([written.answer, written.settled, written.id]).toEqual([
        { count: 1, types: ['Stamped'] },
        true,
        38,
      ]);
      const [event] = await store.readStream('stamp-2');
      expect(event!.id).toBe('00000000-0000-4000-8000-000000000038');
      // A plain value answers as it is.
      const again = await pipeline.handle(meta, {
        stream: 'stamp-2',
        decider: stamps,
        command: { type: 'Stamp' },
        expectNew: true,
        answer: 'fixed',
      });
      expect(again.answer).toBe('fixed');
      expect(await store.readStream('stamp-2')).toHaveLength(2);
    });

    it('decides a command from no request without an actor, its events without metadata', async () => {
      const pipeline = new CommandPipeline(store, settling);
      const written = await pipeline.handle(null, {
        stream: 'stamp-3',
        decider: stamps,
        command: { type: 'Stamp' },
      });
      expect(written.answer).toBe(1);
      const [event] = await store.readStream('stamp-3');
      expect([(event!.data as Stamped['data']).by, event!.metadata]).toEqual([null, {}]);
    });

    it('answers a decision that appends nothing, waiting for no position', async () => {
      const pipeline = new CommandPipeline(store, settling);
      await run(pipeline, 'name-4', 'a');
      const written = await pipeline.handle(meta, {
        stream: 'name-4',
        decider: names,
        command: { type: 'Name', name: 'a' },
      });
      expect([written.answer, written.settled, waited.at(-1)]).toEqual([1, true, null]);
    });
  });
});
