import { sql } from 'kysely';
import type { EventStore } from '@school/modules/kernel';
import { liveNames, type Db, type Projection, type TableNames, type Trx } from '@school/projections/kernel';
import { checkpointOf, grantReadOnly, loadCheckpoint } from './checkpoint-store.js';
import { handledEvents } from './handled-events.js';
import { park, projectOrPark, type ParkedEvent } from './parked-events.js';

export interface RebuildResult {
  projection: string;
  events: number;
  position: string;
  ms: number;
  /** Nothing done: `onlyIfStale`, and the tables were already of this version (another process rebuilt them). */
  skipped?: boolean;
  /** Events the read model could not store, parked with the later ones of their streams (decision 0056). */
  parked?: number;
}

const REBUILD_SUFFIX = '__rebuild';

/**
 * Replays the whole log into fresh tables, then swaps them in: in one transaction it locks the
 * checkpoint row (the lock order the live runner uses), catches up what arrived meanwhile,
 * drops the live tables, renames the fresh ones and sets the checkpoint (and the version). A live
 * runner that was mid-batch finds its checkpoint moved and continues from the new one. Two
 * rebuilds of one read model (the CLI's, an instance's after a version change) take turns: a
 * session lock per read model, held on its own connection; `onlyIfStale` then skips the work
 * when the tables are already of the projection's version. An event the read model cannot store
 * is parked with the later events of its stream, as the live projector does, and the rebuild goes
 * on: the swap replaces the read model's parked events with those the rebuild parked (none, once
 * the code that failed on them is fixed).
 */
export async function rebuildProjection(
  db: Db,
  store: EventStore,
  projection: Projection,
  batchSize = 5000,
  options: { onlyIfStale?: boolean } = {},
): Promise<RebuildResult> {
  return db.connection().execute(async (connection) => {
    const key = `projection_rebuild:${projection.name}`;
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      if (options.onlyIfStale) {
        const stored = await checkpointOf(db, projection.name);
        if (stored.version === (projection.version ?? 1))
          return { projection: projection.name, events: 0, position: stored.position, ms: 0, skipped: true };
      }
      return await replayAndSwap(db, store, projection, batchSize);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

async function replayAndSwap(
  db: Db,
  store: EventStore,
  projection: Projection,
  batchSize: number,
): Promise<RebuildResult> {
  const started = performance.now();
  const fresh = Object.fromEntries(projection.tables.map((t) => [t, `${t}${REBUILD_SUFFIX}`])) as TableNames;
  for (const table of Object.values(fresh)) await db.schema.dropTable(table).ifExists().cascade().execute();
  await projection.createTables(db, fresh);

  let position: string | null = null;
  let count = 0;
  const parkedStreams = new Set<string>();
  const parked: ParkedEvent[] = [];
  /** `inTransaction`: a transaction per batch while the live tables answer, the swap's own at the end. */
  const replay = async (
    inTransaction: (work: (trx: Trx) => Promise<void>) => Promise<void>,
  ): Promise<void> => {
    // The next page is read while this one is projected: the store's read and the projector's
    // writes are the database's work, opening and projecting the events this process's.
    const read = (after: string | null) => {
      const page = store.readAll({ after, maxCount: batchSize });
      page.catch(() => undefined); // a failure is met where the page is awaited, not as unhandled
      return page;
    };
    let next = read(position);
    for (;;) {
      const events = await next;
      if (events.length === 0) return;
      const full = events.length === batchSize;
      if (full) next = read(events[events.length - 1]!.position);
      const handled = handledEvents(projection, events);
      if (handled.length > 0)
        await inTransaction(async (trx) => {
          parked.push(...(await projectOrPark(trx, projection, fresh, handled, parkedStreams)));
        });
      position = events[events.length - 1]!.position;
      count += events.length;
      if (!full) return;
    }
  };
  await replay((work) => db.transaction().execute(work));
  // Fresh tables have no statistics nor visibility map until autovacuum gets to them: the planner
  // would guess one row where there are thousands, and index-only scans would read the heap.
  for (const table of Object.values(fresh)) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);

  await db.transaction().execute(async (trx) => {
    await loadCheckpoint(trx, projection.name);
    await sql`select 1 from projection_checkpoints where name = ${projection.name} for update`.execute(trx);
    await replay((work) => work(trx));
    for (const table of projection.tables) {
      await trx.schema.dropTable(table).ifExists().cascade().execute();
      await trx.schema.alterTable(fresh[table]!).renameTo(liveNames(projection)[table]!).execute();
    }
    await trx
      .updateTable('projection_checkpoints')
      .set({ position: position ?? '', version: projection.version ?? 1, updated_at: sql`now()` })
      .where('name', '=', projection.name)
      .execute();
    await trx.deleteFrom('projection_parked').where('projection', '=', projection.name).execute();
    await park(trx, parked);
  });
  await grantReadOnly(db, projection.tables);
  return {
    projection: projection.name,
    events: count,
    position: position ?? '',
    ms: performance.now() - started,
    parked: parked.length,
  };
}
