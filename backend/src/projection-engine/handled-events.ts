import type { RecordedEvent } from '@school/modules/kernel';
import type { Projection } from '@school/projections/kernel';

const typeSets = new WeakMap<Projection, ReadonlySet<string>>();

/** The events of a batch that a read model reads (its `handles`), in order. */
export function handledEvents(projection: Projection, events: readonly RecordedEvent[]): RecordedEvent[] {
  if (projection.handles === 'all') return [...events];
  let types = typeSets.get(projection);
  if (!types) {
    types = new Set(projection.handles);
    typeSets.set(projection, types);
  }
  return events.filter((e) => types.has(e.type));
}
