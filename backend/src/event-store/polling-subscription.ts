import { comparePositions, type RecordedEvent, type Subscription } from '@school/modules/kernel';

/** First idle pause after an empty poll; it doubles up to the maximum while nothing comes. */
const MIN_IDLE_MS = 5;
const MAX_IDLE_MS = 50;

export interface PollingSubscriptionOptions {
  after: string | null;
  batchSize: number;
  read(after: string | null, maxCount: number): Promise<RecordedEvent[]>;
  handler(events: RecordedEvent[]): Promise<void>;
  /** Registers a wake-up call for local appends, told the appended position; returns the unregister function. */
  listen(wake: (position: string) => void): () => void;
}

/**
 * Catch-up then live by polling: a full batch is followed at once by the next read, an empty
 * or partial one by an idle pause that a local append cuts short. The handler is awaited
 * before the next read, so a slow handler slows the reads (back-pressure). Wake-ups coalesce:
 * however many appends commit while a batch is read or handled, one read follows; and an
 * append whose events that read already returned wakes nothing.
 */
export function pollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let after = options.after;
  // The last position read so far (handled or being handled).
  let seen = options.after;
  let closed = false;
  // Set by a wake-up that arrives while reading, so that the next pause is skipped.
  let woken = false;
  let endPause: (() => void) | undefined;

  const stopListening = options.listen((position) => {
    if (seen !== null && comparePositions(position, seen) <= 0) return;
    woken = true;
    endPause?.();
  });

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed || woken) return resolve();
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        endPause = undefined;
        resolve();
      }
      endPause = finish;
    });

  const run = async () => {
    let idle = MIN_IDLE_MS;
    try {
      while (!closed) {
        woken = false;
        const batch = await options.read(after, options.batchSize);
        if (closed) break;
        if (batch.length > 0) {
          seen = batch[batch.length - 1]!.position;
          await options.handler(batch);
          after = batch[batch.length - 1]!.position;
          idle = MIN_IDLE_MS;
          if (batch.length >= options.batchSize) continue;
        }
        await pause(idle);
        idle = Math.min(idle * 2, MAX_IDLE_MS);
      }
    } finally {
      closed = true;
      stopListening();
    }
  };

  const done = run();
  // Callers watch `done`; this only keeps a failed subscription from crashing the process
  // with an unhandled rejection when nobody does.
  done.catch(() => undefined);

  return {
    done,
    async close() {
      closed = true;
      endPause?.();
      await done.catch(() => undefined);
    },
  };
}
