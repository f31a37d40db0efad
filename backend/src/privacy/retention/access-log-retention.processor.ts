import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { ACCESS_RETENTION_STREAM, accessRetentionDecider } from '@school/modules/identity';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { CONFIG, type Config } from '../../config/config.js';
import { deterministicId } from '../../jobs/deterministic-id.js';
import { JobQueues } from '../../jobs/job-queues.service.js';
import { JobWorkers, type JobProcessor } from '../../jobs/job-workers.service.js';
import type { RequestedJobData } from '../../jobs/queues.js';
import { ProjectionEngine } from '../../projection-engine/projection-engine.js';

const SCHEDULER_ID = 'access-log-retention';
const DAY = 24 * 3600 * 1000;

/** A system job: requester 0 is nobody, so no socket hears of it. */
export type RetentionData = RequestedJobData;

export interface RetentionResult {
  /** The month before which the access log was dropped by this run, null when nothing was due. */
  expiredBefore: string | null;
}

/**
 * The first month (YYYY-MM, UTC) still kept at `now`: every month before it ended at least
 * `months` months ago. A value is so kept between `months` and `months` + 1 months, never less
 * (Marco Civil da Internet, Art. 15 asks for six months at least).
 */
export function retentionCutoff(now: Date, months: number): string {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return cutoff.toISOString().slice(0, 7);
}

/**
 * The access log's retention (decision 0061), as a repeatable job once a day: when a month
 * has passed ACCESS_LOG_RETENTION_MONTHS, `AccessLogExpired` is appended; the sealing store then
 * deletes that month's keys of the client addresses and agents (in every event and backup they
 * read "Dados removidos") and the access log's read model forgets them. Counts stay. The event
 * id is derived from the month: a retried or concurrent run appends nothing twice.
 */
@Injectable()
export class AccessLogRetentionProcessor
  implements JobProcessor<RetentionData, RetentionResult>, OnModuleInit, OnApplicationBootstrap
{
  readonly queue = 'privacy-retention' as const;
  readonly concurrency = 1;
  private readonly logger = new Logger('AccessLogRetention');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(ProjectionEngine) private readonly projections: ProjectionEngine,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  /** Every process that runs workers (re)declares the one schedule; BullMQ keeps it once by id. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.workers.enabled) return;
    try {
      await this.queues
        .get(this.queue)
        .upsertJobScheduler(SCHEDULER_ID, { every: DAY }, { name: 'expire', data: { requesterId: 0 } });
    } catch (error) {
      this.logger.warn(
        `could not schedule the access log's retention (next start tries again): ${(error as Error).message}`,
      );
    }
  }

  process(): Promise<RetentionResult> {
    return this.expire(new Date());
  }

  /** Drops the access log of the months past the retention at `now`, once. */
  async expire(now: Date): Promise<RetentionResult> {
    const before = retentionCutoff(now, this.config.ACCESS_LOG_RETENTION_MONTHS);
    const { position } = await this.pipeline.run({
      stream: ACCESS_RETENTION_STREAM,
      decider: accessRetentionDecider,
      command: { type: 'ExpireAccessLog', before },
      context: { now, actor: null },
      metadata: { actorId: null, causationId: 'job:privacy-retention' },
      eventIds: () => deterministicId(`access-log-expired:${before}`),
    });
    if (!position) return { expiredBefore: null };
    this.logger.log(`dropped the access log's client details of the months before ${before}`);
    await this.projections.waitFor(position);
    return { expiredBefore: before };
  }
}
