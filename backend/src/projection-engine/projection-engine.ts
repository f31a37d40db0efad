import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { comparePositions, type EventStore } from '@school/modules/kernel';
import type { Db, Projection } from '@school/projections/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { DATABASE, EVENT_STORE } from '../core/tokens.js';
import { sql } from 'kysely';
import { ensureProjectionTables } from './checkpoint-store.js';
import { CHECKPOINTS_CHANNEL, CheckpointWatch } from './checkpoint-watch.js';
import { coalesced } from './coalesced.js';
import { LeaderLock } from './leader-lock.js';
import { parkedSummaries, type ParkedSummary } from './parked-events.js';
import { ProjectionRunner } from './projection-runner.js';

export const PROJECTIONS = Symbol('PROJECTIONS');

/** Arbitrary but fixed: the advisory lock key that elects the projector leader. */
const LEADER_LOCK_KEY = 0x5c401;
const LAG_SCAN_LIMIT = 10_000;

export interface ProjectionHealth {
  name: string;
  status: string;
  position: string;
  lag: number;
  lagCapped: boolean;
  lastError: string | null;
  /** Its parked events (decision 0056): how many, and the first, which failed; null when none. */
  parked: ParkedSummary | null;
}

/**
 * Runs every read model's projector in the leader process, and lets commands wait until the
 * read models have passed the position they appended (read-your-writes).
 */
@Injectable()
export class ProjectionEngine implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  readonly runner: ProjectionRunner;
  private readonly lock: LeaderLock;
  private readonly waiters = new Set<{ position: string; resolve: (ok: boolean) => void }>();
  /** A follower's wait on the leader's checkpoints (shared by every waiter of this process). */
  private readonly watch: CheckpointWatch;
  /**
   * Wakes the followers' waits (`CheckpointWatch`) after a batch, once PostgreSQL has it: one
   * notification at a time, and one more if batches came meanwhile. A lost one leaves the
   * followers to their fallback poll.
   */
  private readonly notifyFollowers = coalesced(
    async () => void (await sql`select pg_notify(${CHECKPOINTS_CHANNEL}, '')`.execute(this.db)),
    () => undefined,
  );

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) projections: Projection[],
    @Inject(CONFIG) private readonly config: Config,
  ) {
    this.runner = new ProjectionRunner(projections, db, store);
    this.runner.onAdvance(() => {
      this.settleWaiters();
      this.notifyFollowers();
    });
    // One line per parked event, with ids, type and position only: the error's quoted values are masked.
    this.runner.onParked((p) =>
      this.logger.error(
        `Parked ${p.eventType} at ${p.position} (stream ${p.streamName}) in read model ${p.projection} after ${p.attempts} attempts: ${p.error}`,
      ),
    );
    this.watch = new CheckpointWatch(
      config.DATABASE_URL,
      db,
      new Map(projections.map((p) => [p.name, p.version ?? 1])),
    );
    this.lock = new LeaderLock(config.DATABASE_URL, LEADER_LOCK_KEY, (leader) => this.leadership(leader));
  }

  /** Every read model's tables (the engine's own come from the migrations): each process does this before it serves. */
  async prepare(): Promise<void> {
    for (const { projection } of this.runner.states) await ensureProjectionTables(this.db, projection);
  }

  /** Competes for leadership; the leader runs the projectors. */
  start(): void {
    if (this.config.PROJECTIONS_INLINE) this.lock.start();
  }

  get isLeader(): boolean {
    return this.lock.isLeader;
  }

  private async leadership(leader: boolean): Promise<void> {
    if (leader) {
      this.logger.log('Leader: running projectors');
      await this.runner.start().catch((error: Error) => {
        for (const state of this.runner.states) {
          state.status = 'failed';
          state.lastError = error.message;
        }
        this.logger.error(`Projectors did not start: ${error.message}`);
      });
    } else {
      await this.runner.stop();
    }
  }

  /**
   * Resolves true once every read model has processed `position`, false after `timeoutMs`.
   * In the leader process it is woken by the runners; elsewhere by the leader's notification
   * after each batch (`CheckpointWatch`, one read of the checkpoints for every waiter).
   */
  async waitFor(position: string | null, timeoutMs = 2000): Promise<boolean> {
    if (!position || this.runner.states.length === 0) return true;
    if (!this.lock.isLeader) return this.watch.wait(position, timeoutMs);
    if (this.reached(position)) return true;
    return new Promise<boolean>((resolve) => {
      const waiter = {
        position,
        resolve: (ok: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Every read model but those being rebuilt has passed `position` (a rebuilt one catches up on its own). */
  private reached(position: string): boolean {
    return this.runner.current().every((s) => comparePositions(s.position, position) >= 0);
  }

  private settleWaiters(): void {
    for (const waiter of this.waiters) if (this.reached(waiter.position)) waiter.resolve(true);
  }

  /**
   * `healthy`: no read model has failed (its rebuild, or the projectors' start); `degraded`: the
   * read models with parked events, which serve everything but the streams parked (decision 0056).
   */
  async health(): Promise<{
    leader: boolean;
    healthy: boolean;
    degraded: string[];
    projections: ProjectionHealth[];
  }> {
    const [rows, parked] = await Promise.all([
      this.db.selectFrom('projection_checkpoints').select(['name', 'position']).execute(),
      parkedSummaries(this.db),
    ]);
    const stored = new Map(rows.map((r) => [r.name as string, r.position as string]));
    const projections: ProjectionHealth[] = [];
    // Read models mostly stand at one position: the log is scanned once per position, not per read model.
    const lags = new Map<string, Promise<number>>();
    const lagAt = (position: string) => {
      let lag = lags.get(position);
      if (!lag) {
        lag = this.store.readAll({ after: position || null, maxCount: LAG_SCAN_LIMIT }).then((e) => e.length);
        lags.set(position, lag);
      }
      return lag;
    };
    for (const state of this.runner.states) {
      const position = this.lock.isLeader ? state.position : (stored.get(state.projection.name) ?? '');
      const lag = await lagAt(position);
      projections.push({
        name: state.projection.name,
        status: this.lock.isLeader ? state.status : 'standby',
        position,
        lag,
        lagCapped: lag === LAG_SCAN_LIMIT,
        lastError: state.lastError,
        parked: parked.get(state.projection.name) ?? null,
      });
    }
    return {
      leader: this.lock.isLeader,
      healthy: projections.every((p) => p.status !== 'failed'),
      degraded: projections.filter((p) => p.parked).map((p) => p.name),
      projections,
    };
  }

  /**
   * Ends this process's part: the running batch commits, the projectors stop, and closing the
   * lock's connection releases the leadership, so another instance takes it on its next try
   * (within about a second). Safe to call again.
   */
  async stop(): Promise<void> {
    for (const waiter of this.waiters) waiter.resolve(false);
    await this.watch.close();
    await this.lock.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
