import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '@school/modules/kernel';

/**
 * A layer over an event store that changes what every read hands out (a stream, `$all`, a
 * subscription's pages) in one place, `onRead`, and passes the rest through: the upcasters and
 * the opening of personal data are such layers. A layer that also changes what is written
 * overrides `append`.
 */
export abstract class EventStoreLayer implements EventStore {
  constructor(protected readonly store: EventStore) {}

  get kind(): EventStore['kind'] {
    return this.store.kind;
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.store.append(stream, events, expected);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.onRead(await this.store.readStream(stream, options));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.onRead(await this.store.readAll(options));
  }

  subscribeToAll(
    options: SubscribeOptions,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    return this.store.subscribeToAll(options, async (events) => handler(await this.onRead(events)));
  }

  headPosition(): Promise<string | null> {
    return this.store.headPosition();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** A page of events as this layer hands it out: the same array when nothing in it changes. */
  protected abstract onRead(events: RecordedEvent[]): RecordedEvent[] | Promise<RecordedEvent[]>;
}
