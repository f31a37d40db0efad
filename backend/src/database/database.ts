import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '@school/projections/kernel';

// bigint and numeric columns come back as JS numbers: ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** The app's database: every table, each read model's typed through its declaration (`tablesOf`). */
export type Database = Db;

export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');

export function createPool(url: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

/** Creates the database named in the URL when it does not exist yet (first start). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`create database "${name.replace(/"/g, '""')}"`);
      } catch (error) {
        // Another process created it first: PostgreSQL says so as duplicate_database (42P04), or,
        // when both create it at the same moment, as a unique violation on pg_database (23505).
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export { sql };
