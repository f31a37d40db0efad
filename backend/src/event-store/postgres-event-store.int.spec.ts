import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '@school/modules/kernel';
import { createTestDatabase } from '../../test/databases.js';
import { eventStoreContract } from './event-store.contract.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore, appendNotifier } from './postgres-event-store.js';

async function setUp() {
  const database = await createTestDatabase('event_store');
  const pool = createPool(database.url, 10);
  await migrateDatabase(createDatabase(pool));
  await migrateDatabase(createDatabase(pool)); // idempotent
  return { database, pool, store: new PostgresEventStore(pool) };
}

eventStoreContract('PostgreSQL event store contract', async () => {
  const { database, pool, store } = await setUp();
  return {
    store,
    // A real transaction through the real append path, left open: its event gets the lower position.
    async holdAppendOpen(stream: string, events: NewEvent[]) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('begin');
      await new PostgresEventStore(client).append(stream, events, 'no_stream');
      return {
        async commit() {
          await client.query('commit');
          await client.end();
        },
      };
    },
    async cleanup() {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
});

describe('PostgreSQL event store specifics', () => {
  let setup: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    setup = await setUp();
  });
  afterAll(async () => {
    await setup.store.close();
    await setup.pool.end();
    await setup.database.drop();
  });
  const newEvent = (i: number) => ({
    id: randomUUID(),
    type: 'RateMeasured',
    data: { i },
    metadata: { correlationId: randomUUID() },
  });

  it('wakes the subscribers of every store on the pool right after an append commits', async () => {
    const other = new PostgresEventStore(setup.pool);
    let wakes = 0;
    const stop = appendNotifier(setup.pool).listen(() => wakes++);
    await other.append(`wake-${randomUUID()}`, [newEvent(0)], 'no_stream');
    await setup.store.append(`wake-${randomUUID()}`, [newEvent(1)], 'no_stream');
    stop();
    expect(wakes).toBe(2);
  });

  it('recognises a retried one-event append whatever was expected, also after later appends', async () => {
    const stream = `retry-one-${randomUUID()}`;
    const first = newEvent(0);
    const created = await setup.store.append(stream, [first], 'no_stream');
    const second = newEvent(1);
    const appended = await setup.store.append(stream, [second], 0);
    const third = newEvent(2);
    const any = await setup.store.append(stream, [third], 'any');
    const exists = newEvent(3);
    const existing = await setup.store.append(stream, [exists], 'stream_exists');
    await setup.store.append(stream, [newEvent(4)], 3);

    expect(await setup.store.append(stream, [first], 'no_stream')).toEqual(created);
    expect(await setup.store.append(stream, [second], 0)).toEqual(appended);
    expect(await setup.store.append(stream, [third], 'any')).toEqual(any);
    expect(await setup.store.append(stream, [exists], 'stream_exists')).toEqual(existing);
    expect((await setup.store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
  });

  it('prints sequential appends per second from one client (a micro-check, not a timing assertion)', async () => {
    const revisions = new Map<string, number>();
    const appendMany = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const stream = `rate-${i % 100}`;
        const expected = revisions.get(stream) ?? 'no_stream';
        revisions.set(stream, (await setup.store.append(stream, [newEvent(i)], expected)).nextRevision);
      }
    };
    await appendMany(300); // warm-up: statement preparation, fresh tables
    const count = 2000;
    const started = performance.now();
    await appendMany(count);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[event store] PostgreSQL: ${Math.round(count / seconds)} appends/s ` +
        `(${count} sequential single-event appends with an exact expected revision, one client)`,
    );
  });
});
