import {
  comparePositions,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@school/modules/kernel';
import { liveNames, type Db, type Projection } from '@school/projections/kernel';
import {
  advanceCheckpoints,
  CheckpointMovedError,
  checkpointOf,
  loadCheckpoint,
} from './checkpoint-store.js';
import { handledEvents } from './handled-events.js';
import {
  loggableError,
  park,
  parkedBehind,
  parkedRow,
  parkedStreams,
  stillParked,
  type ParkedEvent,
} from './parked-events.js';
import { rebuildProjection } from './rebuild.js';

/**
 * `rebuilding`: the read model's tables are of an earlier version; they keep answering while
 * the new ones are built beside them, and the read model runs again once they are swapped in.
 * `failed`: its rebuild failed, or the projectors could not start; an event it cannot store
 * does not fail it, it is parked (decision 0056).
 */
export type RunnerStatus = 'stopped' | 'running' | 'failed' | 'rebuilding';

export interface RunnerOptions {
  batchSize: number;
  /** Attempts for one event before it is parked with the later events of its stream. */
  maxAttempts: number;
  /** The first retry's delay; each next one waits twice as long. */
  retryDelayMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = { batchSize: 1000, maxAttempts: 3, retryDelayMs: 100 };

/** Where one read model stands. */
export interface ProjectorState {
  readonly projection: Projection;
  position: string;
  status: RunnerStatus;
  lastError: string | null;
  /** The streams with parked events: the read model parks their next events behind them. */
  parked: Set<string>;
}

/**
 * Keeps read models up to date from one subscription to the log: catch-up then live, each
 * batch applied to every read model in ONE transaction that also moves each one's checkpoint
 * (one commit per batch, not one per read model). When that transaction fails, each read model
 * takes the batch alone, and the one that fails takes it event by event: a failing event is
 * retried with backoff, then parked in projection_parked with the later events of its stream,
 * and the read model goes on with the other streams (decision 0056). Nothing is skipped: a
 * parked event waits for `projections:retry` or a rebuild.
 */
export class ProjectionRunner {
  readonly states: ProjectorState[];
  private subscription: Subscription | null = null;
  private running = false;
  private readonly listeners = new Set<() => void>();
  private readonly appliedListeners = new Set<(projection: string, events: RecordedEvent[]) => void>();
  private readonly parkedListeners = new Set<(parked: ParkedEvent) => void>();
  /** Settles once the read models found stale at the last start are rebuilt (or failed to be). */
  rebuilt: Promise<void> = Promise.resolve();

  constructor(
    projections: readonly Projection[],
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly options: RunnerOptions = DEFAULT_RUNNER_OPTIONS,
  ) {
    this.states = projections.map((projection) => ({
      projection,
      position: '',
      status: 'stopped',
      lastError: null,
      parked: new Set<string>(),
    }));
  }

  /** 'running' while any read model runs, 'failed' when all have failed. */
  get status(): RunnerStatus {
    if (this.states.some((s) => s.status === 'running')) return 'running';
    return this.states.length > 0 && this.states.every((s) => s.status === 'failed') ? 'failed' : 'stopped';
  }

  /** The position every read model has passed (those being rebuilt aside: they catch up on their own). */
  get position(): string {
    const current = this.current();
    return current.reduce(
      (min, s) => (comparePositions(s.position, min) < 0 ? s.position : min),
      current[0]?.position ?? '',
    );
  }

  /**
   * The read models a request waits for: those whose tables are of their version and that run
   * (not one being rebuilt, nor one that failed: a write never waits for a read model that will
   * not come).
   */
  current(): ProjectorState[] {
    return this.states.filter((s) => s.status !== 'rebuilding' && s.status !== 'failed');
  }

  get lastError(): string | null {
    return this.states.find((s) => s.lastError)?.lastError ?? null;
  }

  onAdvance(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after each committed batch with the events a read model took (before `onAdvance`). */
  onApplied(listener: (projection: string, events: RecordedEvent[]) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Called once for each event a read model could not store, as it is parked (not for those behind it). */
  onParked(listener: (parked: ParkedEvent) => void): () => void {
    this.parkedListeners.add(listener);
    return () => this.parkedListeners.delete(listener);
  }

  async start(): Promise<void> {
    if (this.running) return;
    const stale: ProjectorState[] = [];
    await this.loadParked();
    for (const state of this.states) {
      const stored = await checkpointOf(this.db, state.projection.name);
      state.position = stored.position;
      state.lastError = null;
      state.status = stored.version === (state.projection.version ?? 1) ? 'running' : 'rebuilding';
      if (state.status === 'rebuilding') stale.push(state);
    }
    this.running = true;
    this.subscribe();
    if (stale.length > 0) this.rebuilt = this.rebuild(stale);
  }

  /**
   * Builds each stale read model's new tables beside the old ones, which keep answering, and swaps
   * them in (`rebuildProjection`); then the read model runs on from the rebuild's position.
   */
  private async rebuild(stale: ProjectorState[]): Promise<void> {
    for (const state of stale) {
      try {
        const result = await rebuildProjection(this.db, this.store, state.projection, undefined, {
          onlyIfStale: true,
        });
        await this.resume(state, result.position);
      } catch (error) {
        state.status = 'failed';
        state.lastError = `rebuild: ${(error as Error).message}`;
      }
    }
  }

  /**
   * A rebuilt read model joins the others at its rebuild's position: the subscription starts
   * again from the lowest position, as the live batches may already have passed it.
   */
  private async resume(state: ProjectorState, position: string): Promise<void> {
    state.position = position;
    await this.loadParked([state]);
    state.status = this.running ? 'running' : 'stopped';
    if (!this.running) return;
    const sub = this.subscription;
    this.subscription = null;
    await sub?.close();
    if (this.running && this.subscription === null) this.subscribe();
    for (const listener of this.listeners) listener();
  }

  async stop(): Promise<void> {
    this.running = false;
    const sub = this.subscription;
    this.subscription = null;
    for (const state of this.states) if (state.status === 'running') state.status = 'stopped';
    await sub?.close();
  }

  private active(): ProjectorState[] {
    return this.states.filter((s) => s.status === 'running');
  }

  private subscribe(): void {
    const from = this.active().reduce<string | null>(
      (min, s) => (min === null || comparePositions(s.position, min) < 0 ? s.position : min),
      null,
    );
    const sub = this.store.subscribeToAll(
      { after: from || null, batchSize: this.options.batchSize },
      (events) => this.handle(events),
    );
    this.subscription = sub;
    sub.done.then(
      () => undefined,
      async (error: unknown) => {
        if (this.subscription !== sub || !this.running) return;
        if (error instanceof CheckpointMovedError) {
          // A rebuild swapped a read model's tables: continue from the checkpoints as stored,
          // with the streams the rebuild parked.
          for (const state of this.active()) {
            state.position = await loadCheckpoint(this.db, state.projection.name).catch(() => state.position);
          }
          await this.loadParked(this.active()).catch(() => undefined);
        } else {
          for (const state of this.active()) state.lastError = String((error as Error)?.message ?? error);
          await new Promise((r) => setTimeout(r, this.options.retryDelayMs));
        }
        if (this.running && this.subscription === sub) this.subscribe();
      },
    );
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const active = this.active();
    if (active.length === 0) return;
    try {
      await this.apply(active, events);
    } catch (error) {
      if (error instanceof CheckpointMovedError) throw error;
      for (const state of active) {
        try {
          await this.apply([state], events);
        } catch (alone) {
          if (alone instanceof CheckpointMovedError) throw alone;
          await this.applyAlone(state, events);
        }
      }
    }
  }

  private async loadParked(states: readonly ProjectorState[] = this.states): Promise<void> {
    const streams = await parkedStreams(this.db);
    for (const state of states) state.parked = streams.get(state.projection.name) ?? new Set();
  }

  /**
   * Moves every read model past the batch: those that handle some of its events project them
   * in one transaction with all the checkpoint moves; when none does, the moves alone are one
   * statement, with no transaction around it.
   */
  private async apply(states: ProjectorState[], events: RecordedEvent[]): Promise<void> {
    const work = states
      .map((state) => {
        const passed = events.filter((e) => comparePositions(e.position, state.position) > 0);
        return { state, passed, handled: handledEvents(state.projection, passed) };
      })
      .filter((w) => w.passed.length > 0);
    if (work.length === 0) return;
    const moves = work.map((w) => ({
      name: w.state.projection.name,
      from: w.state.position,
      to: w.passed[w.passed.length - 1]!.position,
    }));
    const projecting = work.filter((w) => w.handled.length > 0);
    if (projecting.length === 0) await advanceCheckpoints(this.db, moves);
    else
      await this.db.transaction().execute(async (trx) => {
        await advanceCheckpoints(trx, moves);
        for (const w of projecting) {
          const { projection, parked } = w.state;
          let handled = w.handled;
          const touched = [...new Set(handled.map((e) => e.streamName))].filter((s) => parked.has(s));
          if (touched.length > 0) {
            // Events of a parked stream wait behind its parked ones, unless a retry emptied it.
            const still = await stillParked(trx, projection.name, touched);
            for (const stream of touched) if (!still.has(stream)) parked.delete(stream);
            const behind = handled.filter((e) => still.has(e.streamName));
            handled = handled.filter((e) => !still.has(e.streamName));
            await park(
              trx,
              behind.map((e) => parkedBehind(projection.name, e)),
            );
          }
          if (handled.length > 0) await projection.project(handled, trx, liveNames(projection));
        }
      });
    for (const w of work) w.state.position = w.passed[w.passed.length - 1]!.position;
    for (const w of work)
      for (const listener of this.appliedListeners) listener(w.state.projection.name, w.passed);
    for (const listener of this.listeners) listener();
  }

  /**
   * Isolates the failing event: the ones before it are applied, it is retried with backoff, then
   * parked (its checkpoint moves past it in the same transaction) and the read model goes on with
   * the rest of the batch, the later events of its stream parked behind it by `apply`.
   */
  private async applyAlone(state: ProjectorState, events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      for (let attempt = 1; state.status === 'running'; attempt++) {
        try {
          await this.apply([state], [event]);
          break;
        } catch (error) {
          if (error instanceof CheckpointMovedError) throw error;
          if (attempt < this.options.maxAttempts) {
            await new Promise((r) => setTimeout(r, this.options.retryDelayMs * 2 ** (attempt - 1)));
            continue;
          }
          await this.parkFailed(state, event, error, attempt);
          break;
        }
      }
      if (state.status !== 'running') return;
    }
  }

  private async parkFailed(
    state: ProjectorState,
    event: RecordedEvent,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const parked = parkedRow(state.projection.name, event, true, loggableError(error), attempts);
    await this.db.transaction().execute(async (trx) => {
      await advanceCheckpoints(trx, [
        { name: state.projection.name, from: state.position, to: event.position },
      ]);
      await park(trx, [parked]);
    });
    state.position = event.position;
    state.parked.add(event.streamName);
    state.lastError = `${event.type} at ${event.position}: ${parked.error}`;
    for (const listener of this.parkedListeners) listener(parked);
    for (const listener of this.listeners) listener();
  }
}
