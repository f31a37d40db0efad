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

/**
 * What PostgreSQL knows of some tables beyond their types, one line per fact: each column in
 * order (type, length, nullability, default, collation), each constraint and each index as
 * PostgreSQL writes it back.
 */
async function catalogueOf(tables: readonly string[]): Promise<Record<string, string[]>> {
  const names = [...tables];
  const { rows } = await sql<{ table_name: string; line: string }>`
    select table_name, concat_ws(' ', 'column', column_name, udt_name,
        '(' || character_maximum_length || ')', case when is_nullable = 'NO' then 'not null' end,
        'default ' || column_default, 'collate ' || collation_name) as line
      from information_schema.columns
      where table_schema = current_schema() and table_name = any(${names}::text[])
    union all
    select c.conrelid::regclass::text, concat_ws(' ', 'constraint', c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c where c.conrelid::regclass::text = any(${names}::text[])
    union all
    select tablename, concat_ws(' ', 'index', indexdef) from pg_indexes
      where schemaname = current_schema() and tablename = any(${names}::text[])`.execute(db);
  const found: Record<string, string[]> = {};
  // Columns keep PostgreSQL's order (ordinal position); constraints and indexes are sorted.
  for (const r of rows) (found[r.table_name] ??= []).push(r.line);
  for (const lines of Object.values(found)) {
    const columns = lines.filter((l) => l.startsWith('column '));
    lines.splice(0, lines.length, ...columns, ...lines.filter((l) => !l.startsWith('column ')).sort());
  }
  return found;
}

// The read models' TypeScript table types and their tables both derive from their declared
// schema: this holds the type names the declaration uses to those PostgreSQL reports for the
// tables made from it, so the types cannot drift.
describe('read-model schemas', () => {
  it.each(ALL_PROJECTIONS.map((p) => [p.name, p] as const))(
    '%s declares its tables as created',
    async (_, p) => {
      expect(p.schema, `${p.name} declares no schema`).toBeDefined();
      expect(Object.keys(p.schema!).sort()).toEqual([...p.tables].sort());
      const declared = Object.fromEntries(
        Object.entries(p.schema!).map(([table, spec]) => [
          table,
          Object.fromEntries(
            Object.entries(spec.columns).map(([c, type]) => [c, typeof type === 'string' ? type : type.type]),
          ),
        ]),
      );
      expect(await columnsOf(p.tables)).toEqual(declared);
    },
  );
});

// A read model's tables as PostgreSQL holds them (keys, indexes, defaults, collations), by
// version: a change of shape that keeps the version fails here, since the engine rebuilds a
// read model's tables only when its version changes. A new version writes a new snapshot.
describe('read-model catalogue', () => {
  it.each(ALL_PROJECTIONS.map((p) => [p.name, p.version ?? 1, p] as const))(
    '%s version %i keeps the shape of its tables',
    async (_, __, p) => {
      expect(await catalogueOf(p.tables)).toMatchSnapshot();
    },
  );
});
