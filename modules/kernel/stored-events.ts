import type { DomainEvent } from './decider.js';
import type { EventStore, ReadStreamOptions, RecordedEvent } from './event-store.js';

/**
 * Brings the data of a stored event of an older shape to the shape the code reads today. Pure,
 * and a no-op on data already in today's shape, so it may run on every read. Stored events are
 * never rewritten: the log keeps what was said, readers see the current shape.
 */
export type Upcaster = (data: Readonly<Record<string, unknown>>) => unknown;

/** Upcasters by event type (one per type: a type's versions are handled inside it). */
export type Upcasters = Readonly<Record<string, Upcaster>>;

/** One registry from each context's upcasters; two contexts claiming a type is a bug. */
export function composeUpcasters(...parts: Upcasters[]): Upcasters {
  const all: Record<string, Upcaster> = {};
  for (const part of parts) {
    for (const [type, upcaster] of Object.entries(part)) {
      if (all[type]) throw new Error(`Two upcasters for ${type}`);
      all[type] = upcaster;
    }
  }
  return all;
}

/** The event as today's code reads it. */
export function upcastEvent(event: RecordedEvent, upcasters: Upcasters): RecordedEvent {
  const upcaster = upcasters[event.type];
  if (!upcaster) return event;
  return { ...event, data: upcaster(event.data as Record<string, unknown>) };
}

/** A recorded event that is one of a context's domain events: type and data narrowed together. */
export type Recorded<Event extends DomainEvent> = RecordedEvent<Event['type'], Event['data']> & Event;

/** Tells whether a recorded event belongs to a union, from the list of its types. */
export type EventGuard<Event extends DomainEvent> = (event: RecordedEvent) => event is Recorded<Event>;

/**
 * The guard of an event union from a record of all its types: the record's type makes the list
 * complete and exact at compile time (`eventGuard<AccessEvent>({ LoginAttempted: true, ... })`).
 */
export function eventGuard<Event extends DomainEvent>(
  types: Readonly<Record<Event['type'], true>>,
): EventGuard<Event> {
  const known = new Set<string>(Object.keys(types));
  return (event): event is Recorded<Event> => known.has(event.type);
}

/**
 * A stream read as a context's events. A stream only ever holds its context's events, so a
 * stranger means a bug (a wrong stream name, a type left out of the list): it fails loudly.
 */
export async function readStreamOf<Event extends DomainEvent>(
  store: Pick<EventStore, 'readStream'>,
  stream: string,
  guard: EventGuard<Event>,
  options?: ReadStreamOptions,
): Promise<Recorded<Event>[]> {
  const events = await store.readStream(stream, options);
  for (const event of events) {
    if (!guard(event)) throw new Error(`Stream ${stream} holds ${event.type}, which its readers do not know`);
  }
  return events as Recorded<Event>[];
}
