import {
  upcastEvent,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  type Upcasters,
} from '@school/modules/kernel';

/**
 * The one place where stored events of older shapes meet today's code: every read (a stream,
 * `$all`, a subscription) passes each event through its type's upcaster, so deciders and
 * projectors only know the current shape. Writes pass through untouched.
 */
export class UpcastingEventStore implements EventStore {
  constructor(
    private readonly store: EventStore,
    private readonly upcasters: Upcasters,
  ) {}

  get kind(): EventStore['kind'] {
    return this.store.kind;
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.store.append(stream, events, expected);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.upcast(await this.store.readStream(stream, options));
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.upcast(await this.store.readAll(options));
  }

  subscribeToAll(
    options: SubscribeOptions,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    return this.store.subscribeToAll(options, (events) => handler(this.upcast(events)));
  }

  headPosition(): Promise<string | null> {
    return this.store.headPosition();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private upcast(events: RecordedEvent[]): RecordedEvent[] {
    // Most reads hold no old event: answer the same array then, without copying.
    let upcast: RecordedEvent[] | null = null;
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      if (!this.upcasters[event.type]) continue;
      upcast ??= events.slice();
      upcast[i] = upcastEvent(event, this.upcasters);
    }
    return upcast ?? events;
  }
}
