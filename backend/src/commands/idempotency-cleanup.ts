import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Db } from '@school/projections/kernel';
import { DATABASE } from '../core/tokens.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { deleteExpiredDeviceItems } from './device-items.js';
import { deleteExpiredAnswers } from './idempotency.interceptor.js';

/** How often the leader deletes expired idempotency answers: rows live at most TTL + this. */
export const IDEMPOTENCY_SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes the stored answers older than IDEMPOTENCY_TTL_HOURS (and the device items older than
 * DEVICE_ITEM_TTL_DAYS), every hour, in the projector
 * leader only (one process of the deployment, already elected; any process would be correct,
 * one is enough).
 */
@Injectable()
export class IdempotencyCleanup implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(ProjectionEngine) private readonly engine: ProjectionEngine,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), IDEMPOTENCY_SWEEP_MS);
    this.timer.unref();
  }

  /** One sweep when this process leads; answers how many rows went (null: not the leader, or the sweep failed and the next one retries). */
  async tick(): Promise<number | null> {
    if (!this.engine.isLeader) return null;
    try {
      const deleted = (await deleteExpiredAnswers(this.db)) + (await deleteExpiredDeviceItems(this.db));
      if (deleted > 0) this.logger.log(`deleted ${deleted} expired idempotency answers`);
      return deleted;
    } catch (error) {
      this.logger.warn(`idempotency sweep failed: ${(error as Error).message}`);
      return null;
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
