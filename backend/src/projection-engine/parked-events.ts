import { sql } from 'kysely';
import type { EventStore, RecordedEvent } from '@school/modules/kernel';
import { liveNames, type Db, type Projection, type TableNames, type Trx } from '@school/projections/kernel';

/**
 * An event a read model could not store, or one waiting behind it on its stream (decision 0056):
 * the read model goes on with the other streams and lacks this one until `projections:retry` (or a
 * rebuild) applies its parked events again, in order.
 */
export interface ParkedEvent {
  projection: string;
  eventId: string;
  position: string;
  streamName: string;
  eventType: string;
  /** The event that failed; false for a later event of its stream parked behind it. */
  cause: boolean;
  error: string;
  attempts: number;
}

/** Where a read model's parked events start: what /api/health shows the Master. */
export interface ParkedSummary {
  events: number;
  first: { position: string; eventType: string; streamName: string };
}

/**
 * Serialises the decision "is this stream still parked?" between the live projector, which parks
 * the next event of a parked stream, and `projections:retry`, which empties it: one transaction-level
 * advisory lock, taken only when a batch holds events of a stream parked in memory.
 */
const PARKED_LOCK = sql`select pg_advisory_xact_lock(hashtext('projection_parked'))`;

/** Words after which PostgreSQL quotes a name of ours (a table, a constraint), not a value. */
const NAMED = /(relation|constraint|column|table|index|type|function|schema|database|role|sequence)\s*$/i;

/**
 * An error as a log line may carry it: PostgreSQL quotes the value it could not take
 * (`invalid input syntax for type integer: "Maria"`), and a value may be somebody's name or text,
 * so every quoted value is masked; the names of our tables and constraints stay. The SQLSTATE code
 * leads when there is one.
 */
export function loggableError(error: unknown): string {
  const err = error as { code?: unknown; message?: unknown } | null;
  const message = typeof err?.message === 'string' ? err.message : String(error);
  const masked = message
    .split('\n')[0]!
    .replace(/"(?:[^"\\]|\\.)*"/g, (quoted, offset: number, whole: string) =>
      NAMED.test(whole.slice(0, offset)) ? quoted : '"…"',
    )
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .slice(0, 500);
  const code = typeof err?.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) ? `${err.code} ` : '';
  return `${code}${masked}`;
}

export function parkedRow(
  projection: string,
  event: RecordedEvent,
  cause: boolean,
  error: string,
  attempts: number,
): ParkedEvent {
  return {
    projection,
    eventId: event.id,
    position: event.position,
    streamName: event.streamName,
    eventType: event.type,
    cause,
    error,
    attempts,
  };
}

/** A later event of a parked stream, parked behind the one that failed (it was not tried). */
export const parkedBehind = (projection: string, event: RecordedEvent): ParkedEvent =>
  parkedRow(projection, event, false, `behind an earlier event of ${event.streamName}`, 0);

export async function park(trx: Trx | Db, rows: readonly ParkedEvent[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('projection_parked')
    .values(
      rows.map((r) => ({
        projection: r.projection,
        event_id: r.eventId,
        position: r.position,
        stream_name: r.streamName,
        event_type: r.eventType,
        cause: r.cause,
        error: r.error,
        attempts: r.attempts,
      })),
    )
    .onConflict((oc) => oc.columns(['projection', 'event_id']).doNothing())
    .execute();
}

/** Every read model's parked streams. */
export async function parkedStreams(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom('projection_parked')
    .select(['projection', 'stream_name'])
    .distinct()
    .execute();
  const streams = new Map<string, Set<string>>();
  for (const row of rows) {
    const name = row.projection as string;
    if (!streams.has(name)) streams.set(name, new Set());
    streams.get(name)!.add(row.stream_name as string);
  }
  return streams;
}

/**
 * Which of `streams` still have parked events for `projection`, inside the batch's transaction
 * and under the lock `retryParked` takes: a stream the retry has emptied meanwhile is projected
 * again, one it has not gets the batch's events parked behind the others.
 */
export async function stillParked(
  trx: Trx,
  projection: string,
  streams: readonly string[],
): Promise<Set<string>> {
  await PARKED_LOCK.execute(trx);
  const rows = await trx
    .selectFrom('projection_parked')
    .select('stream_name')
    .distinct()
    .where('projection', '=', projection)
    .where('stream_name', 'in', [...streams])
    .execute();
  return new Set(rows.map((r) => r.stream_name as string));
}

/** Each read model with parked events: how many, and the first (the event that failed). */
export async function parkedSummaries(db: Db): Promise<Map<string, ParkedSummary>> {
  const { rows } = await sql<{
    projection: string;
    events: number;
    position: string;
    event_type: string;
    stream_name: string;
  }>`select distinct on (projection) projection, count(*) over (partition by projection)::int as events,
        position, event_type, stream_name
       from projection_parked order by projection, position`.execute(db);
  return new Map(
    rows.map((r) => [
      r.projection,
      {
        events: r.events,
        first: { position: r.position, eventType: r.event_type, streamName: r.stream_name },
      },
    ]),
  );
}

/**
 * Projects `events` in the open transaction `trx`, parking those that fail (and the later ones of
 * their streams) instead of failing the whole: the batch first in one savepoint, then, when that
 * fails, one savepoint per event. What the rebuild and the retry use; `parked` holds the streams
 * already parked and grows with those parked here. Answers the rows parked.
 */
export async function projectOrPark(
  trx: Trx,
  projection: Projection,
  names: TableNames,
  events: readonly RecordedEvent[],
  parked: Set<string>,
): Promise<ParkedEvent[]> {
  const behind = (e: RecordedEvent) => parkedBehind(projection.name, e);
  const rows = events.filter((e) => parked.has(e.streamName)).map(behind);
  const free = events.filter((e) => !parked.has(e.streamName));
  if (free.length === 0) return rows;
  if (await inSavepoint(trx, () => projection.project(free, trx, names))) return rows;
  for (const event of free) {
    if (parked.has(event.streamName)) {
      rows.push(behind(event));
      continue;
    }
    let failure: unknown;
    const ok = await inSavepoint(
      trx,
      () => projection.project([event], trx, names),
      (error) => (failure = error),
    );
    if (ok) continue;
    parked.add(event.streamName);
    rows.push(parkedRow(projection.name, event, true, loggableError(failure), 1));
  }
  return rows;
}

async function inSavepoint(
  trx: Trx,
  work: () => Promise<unknown>,
  onError: (error: unknown) => void = () => undefined,
): Promise<boolean> {
  await sql`savepoint project_or_park`.execute(trx);
  try {
    await work();
    await sql`release savepoint project_or_park`.execute(trx);
    return true;
  } catch (error) {
    await sql`rollback to savepoint project_or_park`.execute(trx);
    onError(error);
    return false;
  }
}

export interface RetryResult {
  projection: string;
  applied: number;
  stillParked: number;
}

/**
 * `npm run projections:retry [name]`: applies each read model's parked events again, stream by
 * stream and in the order of the log, once the code that failed on them is fixed. A stream whose
 * events all apply is no longer parked, and the live projector takes its next events as usual; an
 * event that fails again stays parked with those behind it, its error and attempts updated. Safe
 * while the app runs (the lock of `stillParked`). A read model being rebuilt is left alone: the
 * rebuild parks afresh what it cannot store.
 */
export async function retryParked(
  db: Db,
  store: EventStore,
  projections: readonly Projection[],
): Promise<RetryResult[]> {
  const results: RetryResult[] = [];
  for (const projection of projections) {
    const checkpoint = await db
      .selectFrom('projection_checkpoints')
      .select('version')
      .where('name', '=', projection.name)
      .executeTakeFirst();
    if (checkpoint?.version !== (projection.version ?? 1)) continue;
    const streams = await db
      .selectFrom('projection_parked')
      .select('stream_name')
      .where('projection', '=', projection.name)
      .groupBy('stream_name')
      .orderBy(sql`min(position)`)
      .execute();
    let applied = 0;
    for (const { stream_name } of streams)
      applied += await retryStream(db, store, projection, stream_name as string);
    const left = await db
      .selectFrom('projection_parked')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('projection', '=', projection.name)
      .executeTakeFirstOrThrow();
    if (streams.length > 0)
      results.push({ projection: projection.name, applied, stillParked: Number(left.n) });
  }
  return results;
}

async function retryStream(
  db: Db,
  store: EventStore,
  projection: Projection,
  stream: string,
): Promise<number> {
  const events = new Map((await store.readStream(stream)).map((e) => [e.id, e]));
  return db.transaction().execute(async (trx) => {
    await PARKED_LOCK.execute(trx);
    const rows = await trx
      .selectFrom('projection_parked')
      .select(['event_id', 'attempts'])
      .where('projection', '=', projection.name)
      .where('stream_name', '=', stream)
      .orderBy('position')
      .execute();
    let applied = 0;
    for (const row of rows) {
      const event = events.get(row.event_id as string);
      let failure: unknown = new Error(`event ${String(row.event_id)} is no longer in ${stream}`);
      const ok =
        event !== undefined &&
        (await inSavepoint(
          trx,
          () => projection.project([event], trx, liveNames(projection)),
          (error) => (failure = error),
        ));
      const where = { projection: projection.name, event_id: row.event_id as string };
      if (!ok) {
        await trx
          .updateTable('projection_parked')
          .set({ cause: true, error: loggableError(failure), attempts: (row.attempts as number) + 1 })
          .where('projection', '=', where.projection)
          .where('event_id', '=', where.event_id)
          .execute();
        break;
      }
      await trx
        .deleteFrom('projection_parked')
        .where('projection', '=', where.projection)
        .where('event_id', '=', where.event_id)
        .execute();
      applied++;
    }
    return applied;
  });
}
