import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestPool, type TestDatabase } from '@school/test-support';
import { createTablesOf, RowChanges, type Db, type RowOf, type SchemaSpec } from './index.js';

const schema = {
  counters: {
    columns: { name: 'text', hits: 'int4', label: 'text?', at: 'timestamptz' },
    primaryKey: 'name',
  },
  links: { columns: { a: 'text', b: 'int4', note: 'text' }, primaryKey: ['a', 'b'] },
} as const satisfies SchemaSpec;
type Counter = RowOf<typeof schema, 'counters'>;
type Link = RowOf<typeof schema, 'links'>;

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('row_changes');
  db = new Kysely({
    dialect: new PostgresDialect({ pool: createTestPool(database.url, 2) }),
  });
  await createTablesOf(db, schema, { counters: 'counters', links: 'links' });
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const write = (changes: RowChanges<Counter> | RowChanges<Link>, table: string) =>
  db.transaction().execute((trx) => changes.apply(trx, table));
const rows = async (table: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;

describe('RowChanges', () => {
  const at = new Date('2026-11-22T10:00:00.000Z');

  it('folds a batch: a row inserted then patched is written once, one inserted then deleted never', async () => {
    const counters = new RowChanges<Counter>(schema.counters, 'name');
    counters.insert({ name: 'a', hits: 1, label: null, at });
    counters.patch('a', { label: 'first', hits: undefined });
    counters.insert({ name: 'b', hits: 1, label: null, at });
    counters.delete('b');
    await write(counters, 'counters');
    expect(await rows('counters')).toEqual([{ name: 'a', hits: 1, label: 'first', at }]);
  });

  it('patches rows of earlier batches set-based, null included, and keeps or adds columns on conflict', async () => {
    const later = new Date('2026-11-23T10:00:00.000Z');
    const patches = new RowChanges<Counter>(schema.counters, 'name');
    patches.patch('a', { label: null, at: later });
    await write(patches, 'counters');
    expect(await rows('counters')).toEqual([{ name: 'a', hits: 1, label: null, at: later }]);
    const counts = new RowChanges<Counter>(schema.counters, 'name', { add: ['hits'], keep: ['at'] });
    counts.insert({ name: 'a', hits: 2, label: 'x', at });
    await write(counts, 'counters');
    const kept = new RowChanges<Counter>(schema.counters, 'name', { onConflict: 'nothing' });
    kept.insert({ name: 'a', hits: 99, label: 'ignored', at });
    await write(kept, 'counters');
    expect(await rows('counters')).toEqual([{ name: 'a', hits: 3, label: 'x', at: later }]);
  });

  it('patches several rows of earlier batches with different values in one batch', async () => {
    const earlier = new RowChanges<Counter>(schema.counters, 'name');
    for (const name of ['c', 'd', 'e', 'f']) earlier.insert({ name, hits: 0, label: null, at });
    await write(earlier, 'counters');
    const later = new Date('2026-11-24T10:00:00.000Z');
    const patches = new RowChanges<Counter>(schema.counters, 'name');
    // Two rows on the same columns (one statement), one on other columns, one patched twice.
    patches.patch('c', { hits: 10, label: 'sea' });
    patches.patch('d', { hits: 20, label: 'dee' });
    patches.patch('e', { at: later });
    patches.patch('f', { label: 'first' });
    patches.patch('f', { label: 'eff', hits: 40 });
    await write(patches, 'counters');
    const patched =
      await sql<Counter>`select * from counters where name in ('c', 'd', 'e', 'f') order by name`.execute(db);
    expect(patched.rows).toEqual([
      { name: 'c', hits: 10, label: 'sea', at },
      { name: 'd', hits: 20, label: 'dee', at },
      { name: 'e', hits: 0, label: null, at: later },
      { name: 'f', hits: 40, label: 'eff', at },
    ]);
  });

  it('handles composite keys: upserts, patches, deletes, and a delete then insert of the same key', async () => {
    const links = new RowChanges<Link>(schema.links, ['a', 'b']);
    links.insert({ a: 'x', b: 1, note: 'one' });
    links.insert({ a: 'x', b: 2, note: 'two' });
    links.insert({ a: 'y', b: 1, note: 'three' });
    await write(links, 'links');
    const next = new RowChanges<Link>(schema.links, ['a', 'b']);
    next.patch(['x', 1], { note: 'uno' });
    next.delete(['x', 2]);
    next.delete(['y', 1]);
    next.insert({ a: 'y', b: 1, note: 'again' });
    await write(next, 'links');
    expect(await rows('links')).toEqual([
      { a: 'x', b: 1, note: 'uno' },
      { a: 'y', b: 1, note: 'again' },
    ]);
  });
});
