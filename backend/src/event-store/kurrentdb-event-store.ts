import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError as KurrentStreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Filter,
  type JSONType,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
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

/**
 * Our position text for KurrentDB: commit position and prepare position, each zero-padded to
 * 20 digits (they are unsigned 64-bit), joined by '-', so text order equals log order.
 */
export function formatKurrentPosition(position: Position): string {
  return `${position.commit.toString().padStart(20, '0')}-${position.prepare.toString().padStart(20, '0')}`;
}

export function parseKurrentPosition(text: string): Position {
  const match = /^(\d{20})-(\d{20})$/.exec(text);
  if (!match) throw new Error(`Not a KurrentDB event store position: ${text}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson) return null; // links to deleted events, binary events: not ours
  const position = event.position ?? {
    commit: resolved.commitPosition ?? 0n,
    prepare: resolved.commitPosition ?? 0n,
  };
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as EventMetadata,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: formatKurrentPosition(position),
    createdAt: writtenAt(event.metadata as EventMetadata | undefined, event.created),
  };
}

/** Belt and braces over the server-side filter: a `$` type or stream is the server's own. */
function isOurs(event: RecordedEvent | null): event is RecordedEvent {
  return event !== null && !event.type.startsWith('$') && !event.streamName.startsWith('$');
}

export interface KurrentDbEventStoreOptions {
  /** Restrict `$all` reads to these stream name prefixes; by default only system events are left out. */
  streamPrefixes?: string[];
}

export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb' as const;
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    connectionString: string,
    private readonly options: KurrentDbEventStoreOptions = {},
  ) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  /** Server-side filter for `$all`: never `$`-prefixed (system) events. */
  private filter(): Filter {
    return this.options.streamPrefixes?.length
      ? streamNameFilter({ prefixes: this.options.streamPrefixes })
      : excludeSystemEvents();
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${stream}: no events`);
    const data = events.map((e) =>
      jsonEvent({
        id: e.id,
        type: e.type,
        data: (e.data ?? null) as JSONType,
        metadata: (e.metadata ?? {}) as JSONType,
      }),
    );
    try {
      const result = await this.client.appendToStream(stream, data, { streamState: toStreamState(expected) });
      const nextRevision = Number(result.nextExpectedRevision);
      // The server answers with the position; should it not (e.g. some idempotent replies), read it.
      const position = result.position ?? (await this.positionOf(stream, nextRevision));
      return {
        nextRevision,
        position: typeof position === 'string' ? position : formatKurrentPosition(position),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
  }

  private async positionOf(stream: string, revision: number): Promise<string> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${stream} has no event at revision ${revision}`);
    return event.position;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision:
          options.fromRevision !== undefined ? BigInt(options.fromRevision) : backwards ? END : START,
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof KurrentStreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, maxCount }: ReadAllOptions): Promise<RecordedEvent[]> {
    // A read from a position includes the event at that position: read one more, drop it.
    const from = after ? parseKurrentPosition(after) : START;
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition: from,
      maxCount: after ? maxCount + 1 : maxCount,
      filter: this.filter(),
    })) {
      const event = toRecorded(resolved);
      if (isOurs(event) && (!after || event.position > after)) events.push(event);
    }
    return events.slice(0, maxCount);
  }

  subscribeToAll(
    options: SubscribeOptions,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    const after = options.after ?? null;
    const batchSize = options.batchSize ?? 500;
    const source = this.client.subscribeToAll({
      fromPosition: after ? parseKurrentPosition(after) : START,
      filter: this.filter(),
    });
    const buffer: RecordedEvent[] = [];
    let closed = false;
    let failure: unknown;
    let signal: (() => void) | undefined;
    const poke = () => {
      signal?.();
      signal = undefined;
    };

    source.on('data', (resolved: AllStreamResolvedEvent) => {
      const event = toRecorded(resolved);
      // The start position is exclusive: guard anyway, the handler must see each event once.
      if (isOurs(event) && (!after || event.position > after)) buffer.push(event);
      if (buffer.length >= batchSize) source.pause(); // back-pressure until the handler catches up
      poke();
    });
    source.on('error', (error: unknown) => {
      if (!closed) failure = error;
      poke();
    });
    source.on('end', () => {
      if (!closed) failure ??= new Error('KurrentDB subscription ended');
      poke();
    });

    const run = async () => {
      try {
        while (!closed) {
          if (failure) throw failure;
          if (buffer.length === 0) {
            await new Promise<void>((resolve) => (signal = resolve));
            continue;
          }
          // Let events already received join the batch before handing it over.
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (closed) break;
          const batch = buffer.splice(0, batchSize);
          if (buffer.length < batchSize && source.isPaused()) source.resume();
          await handler(batch);
        }
      } finally {
        closed = true;
        await source.unsubscribe().catch(() => undefined);
      }
    };

    const done = run();
    done.catch(() => undefined); // callers watch `done`; no unhandled rejection if they do not
    const subscription: Subscription = {
      done,
      close: async () => {
        closed = true;
        poke();
        await done.catch(() => undefined);
      },
    };
    this.subscriptions.add(subscription);
    void done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async headPosition(): Promise<string | null> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: this.filter(),
    })) {
      const event = toRecorded(resolved);
      if (event) return event.position;
    }
    return null;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }
}
