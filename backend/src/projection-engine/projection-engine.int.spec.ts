import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '@school/modules/kernel';
import type { Db, Projection } from '@school/projections/kernel';
import { createTestDatabase } from '../../test/databases.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { ensureProjectionTables } from './checkpoint-store.js';
import { CHECKPOINTS_CHANNEL, CheckpointWatch } from './checkpoint-watch.js';
import { LeaderLock } from './leader-lock.js';
import { retryParked } from './parked-events.js';
import { ProjectionRunner } from './projection-runner.js';
import { rebuildProjection } from './rebuild.js';

/** A read model that notices double application: a second insert of an event id fails. */
const ledger: Projection<'ledger'> = {
  name: 'ledger',
  tables: ['ledger'],
  handles: ['Deposited'],
  async createTables(db, names) {
    await sql`create table ${sql.table(names.ledger)} (event_id uuid primary key, stream text not null, amount int not null)`.execute(
      db,
    );
  },
  async project(events, trx, names) {
    for (const e of events) {
      const data = e.data as { amount: number; poison?: boolean };
      if (data.poison) throw new Error('poisoned event');
      await trx
        .insertInto(names.ledger)
        .values({ event_id: e.id, stream: e.streamName, amount: data.amount })
        .execute();
    }
  },
};

const deposit = (amount: number, poison = false): NewEvent => ({
  id: randomUUID(),
  type: 'Deposited',
  data: { amount, ...(poison ? { poison } : {}) },
});

/**
 * Waits for a condition. Generous: the store shows an event once every transaction older than
 * its own has ended, and that horizon is the whole server's, so another test file's long write
 * transaction on the same PostgreSQL (CI runs files side by side) holds events back a while.
 */
/**
 * The head of `$all` once it shows the event at `position` (this file's last append): read any
 * earlier and it may stop short of events the runner then passes, so `position === head` would
 * never hold.
 */
async function shownThrough(store: EventStore, position: string): Promise<string> {
  await until(async () => ((await store.headPosition()) ?? '') >= position);
  return (await store.headPosition())!;
}

async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const rows = (db: Db, table = 'ledger') => db.selectFrom(table).selectAll().orderBy('event_id').execute();
/** Runner options for the tests of failing events: two attempts, a few milliseconds apart. */
const TWO_ATTEMPTS = { batchSize: 10, maxAttempts: 2, retryDelayMs: 5 };
const parkedRows = (db: Db) => db.selectFrom('projection_parked').selectAll().orderBy('position').execute();

describe('projection engine', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let db: Db;
  let store: EventStore;

  // Each test gets its own database: the log is shared by everything that reads it.
  beforeEach(async () => {
    database = await createTestDatabase('projection_engine');
    pool = createPool(database.url);
    db = createDatabase(pool);
    await migrateDatabase(db);
    store = new PostgresEventStore(pool);
    await ensureProjectionTables(db, ledger);
  });

  afterEach(async () => {
    await store.close();
    await db.destroy();
    await database.drop();
  });

  it('catches up from its checkpoint, then follows live appends, each event once', async () => {
    for (let i = 0; i < 5; i++) await store.append(`account-a${i}`, [deposit(1), deposit(2)], 'no_stream');
    const runner = new ProjectionRunner([ledger], db, store, {
      batchSize: 3,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await runner.start();
    await until(async () => (await rows(db)).length === 10);
    await store.append('account-live', [deposit(5)], 'no_stream');
    await until(async () => (await rows(db)).length === 11);
    await runner.stop();

    const stored = await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', 'ledger')
      .executeTakeFirstOrThrow();
    expect(stored.position).toBe(await store.headPosition());

    // A restart resumes from the checkpoint: nothing is applied twice (the primary key would refuse it).
    const again = new ProjectionRunner([ledger], db, store, {
      batchSize: 3,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await again.start();
    await store.append('account-after-restart', [deposit(7)], 'no_stream');
    await until(async () => (await rows(db)).length === 12);
    await again.stop();
    expect(again.status).toBe('stopped');
  });

  it('retries a failing event with backoff, then parks it with the later events of its stream and goes on with the others', async () => {
    await store.append('account-p', [deposit(1), deposit(2), deposit(3, true), deposit(4)], 'no_stream');
    const { position: last } = await store.append('account-q', [deposit(5)], 'no_stream');
    const runner = new ProjectionRunner([ledger], db, store, {
      batchSize: 10,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    const parkedNow: string[] = [];
    runner.onParked((p) => parkedNow.push(`${p.eventType} ${p.streamName} ${p.attempts}`));
    await runner.start();
    const head = await shownThrough(store, last);
    await until(() => runner.position === head);

    // The read model lacks account-p from the poisoned event on, and has every other stream.
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 2, 5]);
    expect(runner.status).toBe('running');
    expect(parkedNow).toEqual(['Deposited account-p 3']);
    const parked = await parkedRows(db);
    expect(parked.map((p) => [p.stream_name, p.cause, p.attempts])).toEqual([
      ['account-p', true, 3],
      ['account-p', false, 0],
    ]);
    expect(parked[0]!.error).toMatch(/poisoned event/);
    expect(runner.lastError).toMatch(/poisoned event/);

    // A later event of the parked stream waits behind it; other streams are applied as they come.
    await store.append('account-p', [deposit(6)], 3);
    await store.append('account-r', [deposit(7)], 'no_stream');
    await until(async () => (await rows(db)).length === 4);
    await until(async () => (await parkedRows(db)).length === 3);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 2, 5, 7]);
    await runner.stop();

    // A restart keeps the stream parked and applies nothing twice.
    const again = new ProjectionRunner([ledger], db, store, {
      batchSize: 10,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await again.start();
    await store.append('account-p', [deposit(8)], 4);
    await until(async () => (await parkedRows(db)).length === 4);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 2, 5, 7]);
    await again.stop();
  });

  it('applies the parked events again once the code is fixed (projections:retry), then takes the stream live; the result equals a rebuild', async () => {
    await store.append('account-f', [deposit(1), deposit(2, true), deposit(3)], 'no_stream');
    await store.append('account-g', [deposit(4)], 'no_stream');
    const runner = new ProjectionRunner([ledger], db, store, TWO_ATTEMPTS);
    await runner.start();
    await until(async () => (await parkedRows(db)).length === 2 && (await rows(db)).length === 2);

    // Still broken: the retry changes nothing and says so.
    expect(await retryParked(db, store, [ledger])).toEqual([
      { projection: 'ledger', applied: 0, stillParked: 2 },
    ]);
    expect((await parkedRows(db)).map((p) => p.attempts)).toEqual([3, 0]);

    // The fix: the poisoned deposit is stored as it is.
    const fixed: Projection<'ledger'> = {
      ...ledger,
      async project(events, trx, names) {
        await ledger.project(
          events.map((e) => ({ ...e, data: { amount: (e.data as { amount: number }).amount } })),
          trx,
          names,
        );
      },
    };
    expect(await retryParked(db, store, [fixed])).toEqual([
      { projection: 'ledger', applied: 2, stillParked: 0 },
    ]);
    expect(await parkedRows(db)).toEqual([]);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 2, 3, 4]);

    // The next event of the stream is projected as usual, by the runner that had it parked.
    await store.append('account-f', [deposit(5)], 2);
    await until(async () => (await rows(db)).length === 5);
    expect(await parkedRows(db)).toEqual([]);
    await runner.stop();

    const live = await rows(db);
    await rebuildProjection(db, store, fixed);
    expect(await rows(db)).toEqual(live);
  });

  it('parks in a rebuild what the read model cannot store, and a rebuild after the fix takes it all', async () => {
    await store.append('account-b', [deposit(1), deposit(2, true), deposit(3)], 'no_stream');
    const { position } = await store.append('account-c', [deposit(4)], 'no_stream');
    // `$all` shows an event once every older transaction of the server has ended: the rebuild is
    // to meet all four, so it starts once the last shows.
    await until(async () => ((await store.headPosition()) ?? '') >= position);
    const result = await rebuildProjection(db, store, ledger, 2);
    expect(result.parked).toBe(2);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 4]);
    expect((await parkedRows(db)).map((p) => [p.stream_name, p.cause])).toEqual([
      ['account-b', true],
      ['account-b', false],
    ]);
    const fixed: Projection<'ledger'> = {
      ...ledger,
      project: (events, trx, names) =>
        ledger.project(
          events.map((e) => ({ ...e, data: { amount: (e.data as { amount: number }).amount } })),
          trx,
          names,
        ),
    };
    expect((await rebuildProjection(db, store, fixed)).parked).toBe(0);
    expect(await parkedRows(db)).toEqual([]);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 2, 3, 4]);
  });

  it('parks only for the read model that fails: the others in the same batch carry on', async () => {
    const tally: Projection<'tally'> = {
      name: 'tally',
      tables: ['tally'],
      handles: 'all',
      async createTables(db, names) {
        await sql`create table ${sql.table(names.tally)} (event_id uuid primary key)`.execute(db);
      },
      async project(events, trx, names) {
        await trx
          .insertInto(names.tally)
          .values(events.map((e) => ({ event_id: e.id })))
          .execute();
      },
    };
    await ensureProjectionTables(db, tally);
    await store.append('account-g', [deposit(1), deposit(2, true), deposit(3)], 'no_stream');
    const runner = new ProjectionRunner([ledger, tally], db, store, TWO_ATTEMPTS);
    await runner.start();
    await until(async () => (await rows(db, 'tally')).length === 3);
    await store.append('account-g2', [deposit(4)], 'no_stream');
    await until(async () => (await rows(db, 'tally')).length === 4);
    await until(async () => (await rows(db)).length === 2);
    expect(runner.states.map((s) => s.status)).toEqual(['running', 'running']);
    expect((await rows(db)).map((r) => r.amount).sort()).toEqual([1, 4]);
    expect(new Set((await parkedRows(db)).map((p) => p.projection))).toEqual(new Set(['ledger']));
    await runner.stop();
  });

  it('never keeps a write waiting on a read model that has failed', async () => {
    const broken: Projection<'ledger'> = {
      ...ledger,
      version: 2,
      async createTables() {
        throw new Error('cannot build');
      },
    };
    await ensureProjectionTables(db, ledger);
    await store.append('account-w0', [deposit(1)], 'no_stream');
    const runner = new ProjectionRunner([broken], db, store, TWO_ATTEMPTS);
    await runner.start();
    await runner.rebuilt;
    expect(runner.states[0]!.status).toBe('failed');
    expect(runner.current()).toEqual([]);
    await runner.stop();
  });

  it('hands a read model only the events it handles, and moves its checkpoint past the others', async () => {
    const seen: string[][] = [];
    const spy: Projection<'ledger'> = {
      ...ledger,
      async project(events, trx, names) {
        seen.push(events.map((e) => e.type));
        await ledger.project(events, trx, names);
      },
    };
    const other = (): NewEvent => ({ id: randomUUID(), type: 'Withdrawn', data: { amount: 1 } });
    await store.append('account-s1', [other(), deposit(1), other()], 'no_stream');
    const { position: last } = await store.append('account-s2', [other(), other()], 'no_stream');
    const runner = new ProjectionRunner([spy], db, store, { batchSize: 3, maxAttempts: 3, retryDelayMs: 5 });
    await runner.start();
    const head = await shownThrough(store, last);
    await until(() => runner.position === head);
    // Batches of 3: [W, D, W] is projected as [D]; [W, W] is never handed over.
    expect(seen).toEqual([['Deposited']]);
    const stored = await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', 'ledger')
      .executeTakeFirstOrThrow();
    expect(stored.position).toBe(head);
    await store.append('account-s3', [deposit(2)], 'no_stream');
    await until(async () => (await rows(db)).length === 2);
    await runner.stop();
    expect(seen).toEqual([['Deposited'], ['Deposited']]);

    const rebuilt = await rebuildProjection(db, store, spy);
    expect(rebuilt.events).toBe(6);
    expect(seen.slice(2)).toEqual([['Deposited', 'Deposited']]);
  });

  it('rebuilds into fresh tables that equal the live ones, and the live runner carries on after the swap', async () => {
    let last = '';
    for (let i = 0; i < 20; i++)
      ({ position: last } = await store.append(`account-r${i}`, [deposit(i), deposit(i + 1)], 'no_stream'));
    const runner = new ProjectionRunner([ledger], db, store, {
      batchSize: 7,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await runner.start();
    const head = await shownThrough(store, last);
    await until(() => runner.position === head);
    const live = await rows(db);

    const result = await rebuildProjection(db, store, ledger, 11);
    expect(await rows(db)).toEqual(live);
    expect(result.position).toBe(head);

    await store.append('account-after-rebuild', [deposit(99)], 'no_stream');
    await until(async () => (await rows(db)).length === live.length + 1);
    await runner.stop();
    expect(runner.status).toBe('stopped');
  });

  it('rebuilds a read model whose table shape changed (a new version) beside the old tables, which answer until the swap', async () => {
    await store.append('account-v', [deposit(1), deposit(2)], 'no_stream');
    const first = new ProjectionRunner([ledger], db, store, {
      batchSize: 10,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await first.start();
    await until(async () => (await rows(db)).length === 2);
    await first.stop();
    await store.append('account-v2', [deposit(3)], 'no_stream');

    // The new version's tables are built in a transaction this test holds open: meanwhile the
    // old tables keep answering what they held.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ledgerV2: Projection<'ledger'> = {
      ...ledger,
      version: 2,
      async createTables(db, names) {
        await sql`create table ${sql.table(names.ledger)} (event_id uuid primary key, stream text not null, amount int not null, note text)`.execute(
          db,
        );
      },
      async project(events, trx, names) {
        await held;
        await ledger.project(events, trx, names);
      },
    };
    expect(await ensureProjectionTables(db, ledgerV2)).toBe('stale');
    expect(await rows(db)).toHaveLength(2);
    const second = new ProjectionRunner([ledgerV2], db, store, {
      batchSize: 10,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await second.start();
    expect(second.states[0]!.status).toBe('rebuilding');
    // Read-your-writes does not wait for a read model being rebuilt.
    expect(second.current()).toEqual([]);
    expect(await rows(db)).toHaveLength(2);
    expect(Object.keys((await rows(db))[0]!)).not.toContain('note');
    release();
    await second.rebuilt;
    expect(second.states[0]!.status).toBe('running');
    const rebuilt = await rows(db);
    expect(rebuilt).toHaveLength(3);
    expect(Object.keys(rebuilt[0]!)).toContain('note');

    // It runs on live from the swap.
    await store.append('account-v3', [deposit(4)], 'no_stream');
    await until(async () => (await rows(db)).length === 4);
    await second.stop();

    // The same version again changes nothing.
    expect(await ensureProjectionTables(db, ledgerV2)).toBe('ready');
    expect(await rows(db)).toHaveLength(4);
  });

  it('lets the analysts’ read-only role read the read models, and not the event store', async () => {
    const { rows } = await sql<{ ledger: boolean; events: boolean }>`select
        has_table_privilege('school_readonly', 'ledger', 'select') as ledger,
        has_table_privilege('school_readonly', 'es_events', 'select') as events`.execute(db);
    expect(rows[0]).toEqual({ ledger: true, events: false });
    await rebuildProjection(db, store, ledger);
    const after = await sql<{
      ledger: boolean;
    }>`select has_table_privilege('school_readonly', 'ledger', 'select') as ledger`.execute(db);
    expect(after.rows[0]!.ledger).toBe(true);
  });

  it('wakes a follower’s waits when the leader’s checkpoints pass them, with one shared read', async () => {
    const runner = new ProjectionRunner([ledger], db, store, {
      batchSize: 10,
      maxAttempts: 3,
      retryDelayMs: 5,
    });
    await runner.start();
    const watch = new CheckpointWatch(database.url, db, new Map([['ledger', 1]]));
    try {
      const { position } = await store.append('account-w', [deposit(1)], 'no_stream');
      const waits = Array.from({ length: 20 }, () => watch.wait(position, 10_000));
      // The runner moves the checkpoint; the leader's notification (or the fallback poll) wakes all 20.
      runner.onAdvance(() => void sql`select pg_notify(${CHECKPOINTS_CHANNEL}, '')`.execute(db));
      expect(await Promise.all(waits)).toEqual(Array(20).fill(true));
      // A position no checkpoint reaches answers false after its timeout.
      expect(await watch.wait('ffffffffffffffffffff-ffffffffffffffffffff', 150)).toBe(false);
    } finally {
      await watch.close();
      await runner.stop();
    }
  });

  it('elects one leader across processes, and another takes over when it dies', async () => {
    const changes: string[] = [];
    const a = new LeaderLock(database.url, 4242, async (leader) => void changes.push(`a:${leader}`), 50);
    const b = new LeaderLock(database.url, 4242, async (leader) => void changes.push(`b:${leader}`), 50);
    a.start();
    await until(() => a.isLeader);
    b.start();
    await new Promise((r) => setTimeout(r, 200));
    expect(b.isLeader).toBe(false);
    await a.stop();
    await until(() => b.isLeader);
    await b.stop();
    expect(changes).toEqual(['a:true', 'a:false', 'b:true', 'b:false']);
  });
});
