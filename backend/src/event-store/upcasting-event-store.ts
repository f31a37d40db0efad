import { upcastEvent, type EventStore, type RecordedEvent, type Upcasters } from '@school/modules/kernel';
import { EventStoreLayer } from './event-store-layer.js';

/**
 * The one place where stored events of older shapes meet today's code: every read (a stream,
 * `$all`, a subscription) passes each event through its type's upcaster, so deciders and
 * projectors only know the current shape. Writes pass through untouched.
 */
export class UpcastingEventStore extends EventStoreLayer {
  constructor(
    store: EventStore,
    private readonly upcasters: Upcasters,
  ) {
    super(store);
  }

  protected onRead(events: RecordedEvent[]): RecordedEvent[] {
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
