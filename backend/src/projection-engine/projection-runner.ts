import {
  comparePositions,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@school/modules/kernel';
import { liveNames, type Db, type Projection } from '@school/projections/kernel';
import {
  advanceCheckpoint,
  CheckpointMovedError,
  loadCheckpoint,
  recordFailure,
} from './checkpoint-store.js';

export type RunnerStatus = 'stopped' | 'running' | 'failed';

export interface RunnerOptions {
  batchSize: number;
  /** Attempts for one event before it is recorded as failed and the projector stops. */
  maxAttempts: number;
  retryDelayMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = { batchSize: 1000, maxAttempts: 3, retryDelayMs: 100 };

class StopRunner extends Error {}

/**
 * Keeps one read model up to date: catch-up then live from its checkpoint, each batch in one
 * transaction with the checkpoint. A failing event is retried alone a bounded number of times,
 * then recorded in projection_failures, and the runner stops (unhealthy) instead of skipping it.
 */
export class ProjectionRunner {
  status: RunnerStatus = 'stopped';
  position = '';
  lastError: string | null = null;
  private subscription: Subscription | null = null;
  private readonly listeners = new Set<(position: string) => void>();

  constructor(
    readonly projection: Projection,
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly options: RunnerOptions = DEFAULT_RUNNER_OPTIONS,
  ) {}

  onAdvance(listener: (position: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    if (this.status === 'running') return;
    this.position = await loadCheckpoint(this.db, this.projection.name);
    this.status = 'running';
    this.lastError = null;
    this.subscribe();
  }

  async stop(): Promise<void> {
    const sub = this.subscription;
    this.subscription = null;
    if (this.status === 'running') this.status = 'stopped';
    await sub?.close();
  }

  private subscribe(): void {
    const sub = this.store.subscribeToAll(
      { after: this.position || null, batchSize: this.options.batchSize },
      (events) => this.handle(events),
    );
    this.subscription = sub;
    sub.done.then(
      () => undefined,
      async (error: unknown) => {
        if (this.subscription !== sub) return;
        if (error instanceof CheckpointMovedError) {
          // A rebuild swapped the tables under us: continue from the checkpoint it left.
          this.position = await loadCheckpoint(this.db, this.projection.name).catch(() => this.position);
          if (this.status === 'running') this.subscribe();
          return;
        }
        this.status = 'failed';
        this.lastError =
          error instanceof StopRunner ? this.lastError : String((error as Error)?.message ?? error);
      },
    );
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const fresh = events.filter((e) => comparePositions(e.position, this.position) > 0);
    if (fresh.length === 0) return;
    try {
      await this.apply(fresh);
    } catch (error) {
      if (error instanceof CheckpointMovedError) throw error;
      await this.applyOneByOne(fresh);
    }
  }

  private async apply(events: RecordedEvent[]): Promise<void> {
    const to = events[events.length - 1]!.position;
    await this.db.transaction().execute(async (trx) => {
      await advanceCheckpoint(trx, this.projection.name, this.position, to);
      await this.projection.project(events, trx, liveNames(this.projection));
    });
    this.advanced(to);
  }

  /** Isolates the failing event of a batch: the ones before it are applied, it is retried alone. */
  private async applyOneByOne(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.apply([event]);
          break;
        } catch (error) {
          if (error instanceof CheckpointMovedError) throw error;
          if (attempt >= this.options.maxAttempts) {
            this.lastError = `${event.type} at ${event.position}: ${(error as Error).message}`;
            await recordFailure(this.db, {
              projection: this.projection.name,
              position: event.position,
              eventId: event.id,
              eventType: event.type,
              streamName: event.streamName,
              error: (error as Error).stack ?? String(error),
              attempts: attempt,
            }).catch(() => undefined);
            throw new StopRunner(this.lastError);
          }
          await new Promise((r) => setTimeout(r, this.options.retryDelayMs * attempt));
        }
      }
    }
  }

  private advanced(position: string): void {
    this.position = position;
    for (const listener of this.listeners) listener(position);
  }
}
