import type { EventStore, NewEvent, RecordedEvent } from '@school/modules/kernel';
import { pseudonymousStreamName } from './seal-clear-events.js';
import type { SealingEventStore } from './sealing-event-store.js';

export interface StoreCopy {
  events: number;
  streams: number;
}

/**
 * Decision 0061's migration where events cannot be rewritten in place (KurrentDB): every event
 * of `source`, in `$all` order, appended to `target` sealed as an append today seals it (by the
 * month it was written), under today's stream names (a login's streams by its pseudonym), with
 * its id, its revision in its stream and the time it was written (`metadata.writtenAt`). The
 * consecutive events of one stream go in one append. Running it again is an idempotent retry of
 * the same appends, so an interrupted copy is finished by running it again. `target` is the bare
 * store (what `sealing` seals for is written as sealed already).
 */
export async function copyStoreSealed(
  source: EventStore,
  target: EventStore,
  sealing: SealingEventStore,
  { pageSize = 1000, onPage }: { pageSize?: number; onPage?: (copied: number) => void } = {},
): Promise<StoreCopy> {
  const streams = new Set<string>();
  let events = 0;
  const append = async (run: RecordedEvent[]) => {
    const first = run[0]!;
    const stream = pseudonymousStreamName(first.streamName, sealing.keys);
    const sealed: NewEvent[] = [];
    for (const event of run) {
      const stored = await sealing.seal(
        { id: event.id, type: event.type, data: event.data, metadata: event.metadata },
        event.createdAt,
      );
      const metadata = { ...stored.metadata, writtenAt: event.createdAt.toISOString() };
      sealed.push({ ...stored, metadata });
    }
    await target.append(stream, sealed, first.revision === 0 ? 'no_stream' : first.revision - 1);
    streams.add(stream);
    events += run.length;
  };
  let after: string | null = null;
  for (;;) {
    const page = await source.readAll({ after, maxCount: pageSize });
    let run: RecordedEvent[] = [];
    for (const event of page) {
      if (run.length && run[0]!.streamName !== event.streamName) {
        await append(run);
        run = [];
      }
      run.push(event);
    }
    if (run.length) await append(run);
    onPage?.(events);
    if (page.length < pageSize) return { events, streams: streams.size };
    after = page[page.length - 1]!.position;
  }
}
