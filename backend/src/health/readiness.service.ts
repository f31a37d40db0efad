import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { comparePositions, type EventStore } from '@school/modules/kernel';
import type { Db, Projection } from '@school/projections/kernel';
import { DATABASE, EVENT_STORE } from '../core/tokens.js';
import { JobsHealth, withTimeout } from '../jobs/jobs-health.js';
import { parkedSummaries } from '../projection-engine/parked-events.js';
import { PROJECTIONS } from '../projection-engine/projection-engine.js';
import { Lifecycle } from './lifecycle.service.js';

const CHECK_TIMEOUT_MS = 1_000;

export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  redis: 'up' | 'down';
  /**
   * The read models still replaying the log up to where it stood when this instance first asked;
   * null when that could not be read.
   */
  building: string[] | null;
  /** The read models with parked events: ready all the same, they lack only those streams (decision 0056). */
  degraded: string[] | null;
  stopping: boolean;
}

interface Checkpoint {
  name: string;
  position: string;
  version: number;
}

/**
 * The read models that are not built yet: those without a checkpoint, or whose checkpoint has not
 * reached `target` (the log's head when the instance first asked; null: an empty log, nothing to
 * build). One whose tables are of an earlier version and being rebuilt counts as built: its old
 * tables answer until the new ones are swapped in (decision 0049); only a first build does not.
 */
export function unbuiltReadModels(
  expected: readonly { name: string; version?: number }[],
  checkpoints: readonly Checkpoint[],
  target: string | null,
): string[] {
  if (target === null) return [];
  const stored = new Map(checkpoints.map((c) => [c.name, c]));
  return expected
    .filter(({ name, version = 1 }) => {
      const checkpoint = stored.get(name);
      if (!checkpoint) return true;
      if (checkpoint.version !== version && checkpoint.position !== '') return false;
      return comparePositions(checkpoint.position, target) < 0;
    })
    .map((p) => p.name);
}

/**
 * `/api/health/ready`: may this instance take requests? PostgreSQL answers, Redis is up, the read
 * models are built and the instance is not stopping. Once built, the read models are not checked
 * again: a lag under load is no reason to take every instance out of the load balancer at once.
 */
@Injectable()
export class ReadinessCheck {
  private target: Promise<string | null> | null = null;
  private built = false;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    private readonly jobs: JobsHealth,
    private readonly lifecycle: Lifecycle,
  ) {}

  async check(): Promise<Readiness> {
    const [database, queues] = await Promise.all([
      withTimeout(sql`select 1`.execute(this.db), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      this.jobs.state(CHECK_TIMEOUT_MS),
    ]);
    const [building, degraded] =
      database === 'up'
        ? await Promise.all([
            this.building().catch(() => null),
            withTimeout(parkedSummaries(this.db), CHECK_TIMEOUT_MS).then(
              (parked) => [...parked.keys()],
              () => null,
            ),
          ])
        : [null, null];
    const stopping = this.lifecycle.stopping;
    const redis = queues.redis;
    return {
      ready: database === 'up' && redis === 'up' && building?.length === 0 && !stopping,
      database,
      redis,
      building,
      degraded,
      stopping,
    };
  }

  private async building(): Promise<string[]> {
    if (this.built) return [];
    this.target ??= this.store.headPosition().catch((error: unknown) => {
      this.target = null;
      throw error;
    });
    const target = await this.target;
    const checkpoints = await withTimeout(
      this.db.selectFrom('projection_checkpoints').select(['name', 'position', 'version']).execute(),
      CHECK_TIMEOUT_MS,
    );
    const building = unbuiltReadModels(this.projections, checkpoints as Checkpoint[], target);
    this.built = building.length === 0;
    return building;
  }
}
