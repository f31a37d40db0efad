import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@school/test-support';
import pg from 'pg';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createDatabase, createPool, type Database, ensureDatabaseExists } from './database.js';
import { migrateDatabase } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';

const OWN_TABLES = [
  'app_secrets',
  'device_sync_items',
  'es_events',
  'idempotency_keys',
  'login_sequences',
  'personal_data_keys',
  'privacy_state',
  'projection_checkpoints',
  'projection_parked',
];

let database: TestDatabase | undefined;
const handles: Database[] = [];

/** A handle on a fresh database; every handle is closed and the database dropped after the test. */
async function fresh(): Promise<() => Database> {
  database = await createTestDatabase('migrate');
  const url = database.url;
  return () => {
    const db = createDatabase(createPool(url, 2));
    handles.push(db);
    return db;
  };
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((db) => db.destroy()));
  await database?.drop();
});

async function tables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%' order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

async function applied(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

describe('migrations of the backend’s own tables', () => {
  it('create every table of a new database, and do nothing the second time', async () => {
    const db = (await fresh())();
    await migrateDatabase(db);
    await migrateDatabase(db);
    expect(await tables(db)).toEqual(OWN_TABLES);
    expect(await applied(db)).toEqual(Object.keys(MIGRATIONS));
  });

  it('run once when several instances start together', async () => {
    const open = await fresh();
    await Promise.all(Array.from({ length: 4 }, () => migrateDatabase(open())));
    const db = open();
    expect(await tables(db)).toEqual(OWN_TABLES);
    expect(await applied(db)).toEqual(Object.keys(MIGRATIONS));
  });

  it('adopt a database whose tables the app made before there were migrations, keeping its rows', async () => {
    const db = (await fresh())();
    // What the app did at each start before: the same statements, no migration recorded.
    for (const migration of Object.values(MIGRATIONS)) await migration.up(db);
    await sql`insert into login_sequences (prefix, last_value) values ('DMMT', 41)`.execute(db);
    await migrateDatabase(db);
    expect(await applied(db)).toEqual(Object.keys(MIGRATIONS));
    const { rows } = await sql<{ last_value: number }>`select last_value from login_sequences`.execute(db);
    expect(rows).toEqual([{ last_value: 41 }]);
  });

  it('keep the events of a store written before appends became one statement, and append after them', async () => {
    const db = (await fresh())();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0005-app-secrets')).error).toBeUndefined();
    const event = (i: number) => ({ id: randomUUID(), type: 'Counted', data: { i }, metadata: {} });
    await sql`select * from es_append('old-stream', 'no_stream', ${JSON.stringify([event(0), event(1)])})`.execute(
      db,
    );
    await migrateDatabase(db);
    const pool = createPool(database!.url, 2);
    onTestFinished(() => pool.end());
    const store = new PostgresEventStore(pool);
    expect((await store.append('old-stream', [event(2)], 1)).nextRevision).toBe(2);
    await expect(store.append('old-stream', [event(3)], 1)).rejects.toMatchObject({ actual: 2 });
    expect((await store.readStream('old-stream')).map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
  });
});

describe('ensureDatabaseExists', () => {
  it('keep the file read model of a database made under its old name: its rows, checkpoint and parked events move to file-catalogue', async () => {
    const db = (await fresh())();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0009-personal-data-keys')).error).toBeUndefined();
    await sql`create table file_catalog (file_id text primary key, owner_id int4 not null)`.execute(db);
    await sql`create index file_catalog_owner_id_idx on file_catalog (owner_id)`.execute(db);
    await sql`insert into file_catalog values ('f-1', 7)`.execute(db);
    await sql`insert into projection_checkpoints (name, position, version) values ('file-catalog', '0042', 2)`.execute(
      db,
    );

    await migrateDatabase(db);

    const { rows } = await sql<{ file_id: string; owner_id: number }>`select * from file_catalogue`.execute(
      db,
    );
    expect(rows).toEqual([{ file_id: 'f-1', owner_id: 7 }]);
    expect(await tables(db)).not.toContain('file_catalog');
    const checkpoints = await sql<{ name: string; position: string }>`select name, position
      from projection_checkpoints order by name`.execute(db);
    expect(checkpoints.rows).toEqual([{ name: 'file-catalogue', position: '0042' }]);
    const { rows: indexes } = await sql<{ name: string }>`select indexname as name from pg_indexes
      where tablename = 'file_catalogue' order by indexname`.execute(db);
    expect(indexes.map((i) => i.name)).toEqual(['file_catalogue_owner_id_idx', 'file_catalogue_pkey']);
  });

  it('creates a missing database once when several processes start at the same time (npm start beside seed:demo)', async () => {
    const scratch = await createTestDatabase('ensure');
    await scratch.drop();
    onTestFinished(() => scratch.drop());
    await Promise.all(Array.from({ length: 6 }, () => ensureDatabaseExists(scratch.url)));
    await ensureDatabaseExists(scratch.url); // and again once it exists
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    expect((await client.query('select current_database() as name')).rows[0].name).toBe(
      new URL(scratch.url).pathname.slice(1),
    );
    await client.end();
  });
});
