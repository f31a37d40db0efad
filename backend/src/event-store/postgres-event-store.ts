import type pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  writtenAt,
} from '@school/modules/kernel';
import { pollingSubscription } from './polling-subscription.js';

/**
 * Wakes the live subscribers of every PostgresEventStore on a pool right after one of them
 * commits an append, so that in-process readers do not wait for their next poll. Other
 * processes still find new events by polling: NOTIFY would take a cluster-wide lock at commit.
 */
export interface AppendNotifier {
  /** The listener hears the position of the last event each append committed. */
  listen(listener: (position: string) => void): () => void;
  notify(position: string): void;
}

/** A pool, or one client (a caller's open transaction, as the contract tests hold one). */
type Queryable = Pick<pg.Pool, 'query'>;

const notifiers = new WeakMap<Queryable, AppendNotifier>();

export function appendNotifier(pool: Queryable): AppendNotifier {
  let notifier = notifiers.get(pool);
  if (!notifier) {
    const listeners = new Set<(position: string) => void>();
    notifier = {
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      notify: (position) => listeners.forEach((listener) => listener(position)),
    };
    notifiers.set(pool, notifier);
  }
  return notifier;
}

/** Our position text: 20-digit tx id, '-', 20-digit global position (see the schema). */
const POSITION = /^(\d{20})-(\d{20})$/;

const COLUMNS = `event_id, type, data, metadata, stream_name, revision, created_at,
  es_position(tx_id, global_position) as position`;

// Only transactions older than every running one are read from `$all`: an event that commits
// late with a lower position is then never skipped (all lower tx ids have finished).
const VISIBLE = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';

const UNIQUE_VIOLATION = '23505';

/** The inserted values of the append statements, from `x`, one element of the events array. */
const EVENT_VALUES = `(x.value->>'id')::uuid, x.value->>'type', x.value->'data', x.value->'metadata'`;
const APPENDED = 'revision, es_position(tx_id, global_position) as position';

interface AppendedRow {
  revision: string | number;
  position: string;
}

interface EventRow {
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  stream_name: string;
  revision: string | number;
  created_at: Date;
  position: string;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    revision: Number(row.revision),
    position: row.position,
    createdAt: writtenAt(row.metadata, row.created_at),
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly notifier: AppendNotifier;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly pool: Queryable) {
    this.notifier = appendNotifier(pool);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${stream}: no events`);
    const json = JSON.stringify(
      events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} })),
    );
    for (;;) {
      try {
        const { rows } = await this.insert(stream, expected, json);
        // No row: the revision expected is not the stream's (it is shorter, or missing).
        if (rows.length === 0) throw await this.conflict(stream, expected);
        const last = rows.reduce((a, b) => (Number(b.revision) > Number(a.revision) ? b : a));
        this.notifier.notify(last.position);
        return { nextRevision: Number(last.revision), position: last.position };
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== UNIQUE_VIOLATION) throw error;
        // These very events already stand where they were expected: a retry of an append that
        // committed, answered as the first time.
        const original = await this.idempotentResult(stream, expected, json);
        if (original) return original;
        if (constraint !== 'es_events_pkey') throw error; // an event id used before, elsewhere
        // Another writer took the revision: `any` and `stream_exists` append after it.
        if (expected !== 'any' && expected !== 'stream_exists') throw await this.conflict(stream, expected);
      }
    }
  }

  /**
   * One statement, one round trip: the events' primary key `(stream_name, revision)` refuses a
   * revision already taken, and an exact expectation needs its revision to stand (no gaps).
   */
  private insert(stream: string, expected: ExpectedRevision, events: string) {
    if (expected === 'any' || expected === 'stream_exists') {
      return this.pool.query<AppendedRow>({
        name: 'es_append_after_last',
        text: `with last as (select max(revision) as revision from es_events where stream_name = $1)
          insert into es_events (stream_name, revision, event_id, type, data, metadata)
          select $1, coalesce(last.revision, -1) + x.ord, ${EVENT_VALUES}
            from last, jsonb_array_elements($3::jsonb) with ordinality as x(value, ord)
           where $2 = 'any' or last.revision is not null
           order by x.ord
          returning ${APPENDED}`,
        values: [stream, expected, events],
      });
    }
    return this.pool.query<AppendedRow>({
      name: 'es_append_at',
      text: `insert into es_events (stream_name, revision, event_id, type, data, metadata)
        select $1, $2::bigint + x.ord, ${EVENT_VALUES}
          from jsonb_array_elements($3::jsonb) with ordinality as x(value, ord)
         where $2::bigint = -1 or exists (select from es_events where stream_name = $1 and revision = $2::bigint)
         order by x.ord
        returning ${APPENDED}`,
      values: [stream, expected === 'no_stream' ? -1 : expected, events],
    });
  }

  private async idempotentResult(
    stream: string,
    expected: ExpectedRevision,
    events: string,
  ): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ next_revision: string; position: string }>(
      `select next_revision, es_position(last_tx_id, last_position) as position
         from es_idempotent_result($1, $2, $3) where next_revision is not null`,
      [stream, String(expected), events],
    );
    const row = rows[0];
    return row ? { nextRevision: Number(row.next_revision), position: row.position } : null;
  }

  private async conflict(stream: string, expected: ExpectedRevision): Promise<WrongExpectedRevisionError> {
    const { rows } = await this.pool.query<{ revision: string | null }>(
      'select max(revision) as revision from es_events where stream_name = $1',
      [stream],
    );
    const actual = rows[0]?.revision;
    return new WrongExpectedRevisionError(stream, expected, actual == null ? 'no_stream' : Number(actual));
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? null : 0);
    // Named statements are parsed and planned once per connection: these run on every command.
    const result = await this.pool.query<EventRow>({
      name: backwards ? 'es_read_stream_backwards' : 'es_read_stream',
      text: `select ${COLUMNS} from es_events
        where stream_name = $1 and ($2::bigint is null or revision ${backwards ? '<=' : '>='} $2)
        order by revision ${backwards ? 'desc' : 'asc'} limit $3`,
      values: [stream, from, options.maxCount ?? null],
    });
    return result.rows.map(toRecorded);
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    if (!after) {
      const result = await this.pool.query<EventRow>(
        `select ${COLUMNS} from es_events where ${VISIBLE} order by tx_id, global_position limit $1`,
        [maxCount],
      );
      return result.rows.map(toRecorded);
    }
    const match = POSITION.exec(after);
    if (!match) throw new Error(`Not a PostgreSQL event store position: ${after}`);
    const result = await this.pool.query<EventRow>({
      name: 'es_read_all',
      text: `select ${COLUMNS} from es_events
        where ${VISIBLE} and (tx_id, global_position) > ($1::xid8, $2::bigint)
        order by tx_id, global_position limit $3`,
      values: [BigInt(match[1]!).toString(), BigInt(match[2]!).toString(), maxCount],
    });
    return result.rows.map(toRecorded);
  }

  subscribeToAll(
    options: SubscribeOptions,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    const subscription = pollingSubscription({
      after: options.after ?? null,
      batchSize: options.batchSize ?? 500,
      read: (after, maxCount) => this.readAll({ after, maxCount }),
      handler,
      listen: (wake) => this.notifier.listen(wake),
    });
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<string | null> {
    const result = await this.pool.query<{ position: string }>(
      `select es_position(tx_id, global_position) as position from es_events
        where ${VISIBLE} order by tx_id desc, global_position desc limit 1`,
    );
    return result.rows[0]?.position ?? null;
  }

  /** Stops this store's subscriptions; the pool belongs to the caller. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
  }
}
