import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveNames, type Db } from '@school/projections/kernel';
import { createTestDatabase, type TestDatabase } from '@school/test-support';
import { ALL_PROJECTIONS } from '../projections.js';
import { createPool } from './database.js';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('read_model_schemas');
  db = new Kysely({
    dialect: new PostgresDialect({ pool: createPool(database.url, 2) }),
  });
  for (const projection of ALL_PROJECTIONS) await projection.createTables(db, liveNames(projection));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

/** The columns PostgreSQL reports for some tables, written the way the read models declare them. */
async function columnsOf(tables: readonly string[]): Promise<Record<string, Record<string, string>>> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
  }>`
    select table_name, column_name, udt_name, is_nullable from information_schema.columns
    where table_schema = current_schema() and table_name = any(${[...tables]}::text[])
    order by table_name, ordinal_position`.execute(db);
  const found: Record<string, Record<string, string>> = {};
  for (const r of rows)
    (found[r.table_name] ??= {})[r.column_name] = r.udt_name + (r.is_nullable === 'YES' ? '?' : '');
  return found;
}

// The read models' TypeScript table types derive from their declared schema: this holds the
// declaration to the tables createTables really makes, so the types cannot drift.
describe('read-model schemas', () => {
  it.each(ALL_PROJECTIONS.map((p) => [p.name, p] as const))(
    '%s declares its tables as created',
    async (_, p) => {
      expect(p.schema, `${p.name} declares no schema`).toBeDefined();
      expect(Object.keys(p.schema!).sort()).toEqual([...p.tables].sort());
      expect(await columnsOf(p.tables)).toEqual(p.schema);
    },
  );
});
