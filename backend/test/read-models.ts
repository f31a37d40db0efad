import type { Db, Projection } from '@school/projections/kernel';
import { ALL_PROJECTIONS } from '../src/projections.js';

/**
 * Every read model's rows, table by table, each table's rows in one order whatever the order they
 * were written in: two databases built from the same events give equal snapshots.
 */
export async function readModelSnapshot(
  db: Db,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const rows = await db.selectFrom(table).selectAll().execute();
      result[table] = rows
        .map((row) => ({ row, key: JSON.stringify(row) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((r) => r.row);
    }
  }
  return result;
}
