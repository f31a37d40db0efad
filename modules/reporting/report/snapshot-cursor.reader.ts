import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@school/projections/kernel';

/**
 * Runs `work` in one read-only REPEATABLE READ transaction: every query in it (the read
 * models' position, a count, the rows) sees the same snapshot, so a report's figures match the
 * position it states even while projectors keep writing.
 *
 * Without JIT compilation or parallel workers: a report's subquery per row makes PostgreSQL
 * estimate it far above what it costs (a school's reports run in 10 to 20 ms), and compiling it
 * (15 ms or more) or starting workers on a busy server costs more than it saves.
 */
export function inSnapshot<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
        trx,
      );
      return work(trx);
    });
}

/**
 * A query's rows a page at a time through a server-side cursor (inside `inSnapshot`): the
 * query runs once, whatever its size, and only one page is ever in memory.
 */
export async function* cursorPages<Row>(
  trx: Db,
  query: RawBuilder<Row>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  await sql`declare snapshot_rows no scroll cursor for ${query}`.execute(trx);
  try {
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.lit(pageSize)} from snapshot_rows`.execute(trx);
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
    }
  } finally {
    await sql`close snapshot_rows`.execute(trx);
  }
}

/** A timestamptz column as the ISO text the API answers (`2026-11-26T14:03:00.000Z`), made by the query itself. */
export function isoInstant(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** How many rows a query answers (within the same snapshot as its cursor). */
export async function countRows(trx: Db, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from (${query}) q`.execute(trx);
  return rows[0]?.total ?? 0;
}
