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

const notifiers = new WeakMap<pg.Pool, AppendNotifier>();

export function appendNotifier(pool: pg.Pool): AppendNotifier {
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
    createdAt: row.created_at,
  };
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly notifier: AppendNotifier;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly pool: pg.Pool) {
    this.notifier = appendNotifier(pool);
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${stream}: no events`);
    const json = JSON.stringify(
      events.map((e) => ({ id: e.id, type: e.type, data: e.data ?? null, metadata: e.metadata ?? {} })),
    );
    try {
      const row = await this.callAppend(stream, expected, json).catch((error: { constraint?: string }) => {
        // A concurrent retry of these same events (with 'any') lost the race on the event id:
        // once more, and it now finds the committed original and returns that result.
        if (error.constraint !== 'es_events_event_id') throw error;
        return this.callAppend(stream, expected, json);
      });
      this.notifier.notify(row.position);
      return { nextRevision: Number(row.next_revision), position: row.position };
    } catch (error) {
      const e = error as { code?: string; detail?: string };
      if (e.code === 'ES409') {
        const actual = e.detail === 'no_stream' || e.detail === undefined ? 'no_stream' : Number(e.detail);
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
  }

  private async callAppend(stream: string, expected: ExpectedRevision, events: string) {
    // A named statement: parsed once per connection, then one round trip per append.
    const result = await this.pool.query<{ next_revision: string | number; position: string }>({
      name: 'es_append',
      text: `select next_revision, es_position(last_tx_id, last_position) as position from es_append($1, $2, $3)`,
      values: [stream, String(expected), events],
    });
    return result.rows[0]!;
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
