import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCESS_RETENTION_STREAM, accessRetentionDecider } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { CONFIG, type Config } from '@school/backend/config/config';
import { PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { ProjectionEngine } from '@school/backend/projection-engine/projection-engine';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';

export interface AccessLogRetentionResult {
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
 * The access log's retention (decision 0061), a step of the daily retention job: when a month
 * has passed ACCESS_LOG_RETENTION_MONTHS, `AccessLogExpired` is appended; the sealing store then
 * deletes that month's keys of the client addresses and agents (in every event and backup they
 * read "Dados removidos") and the access log's read model forgets them. Counts stay. The event
 * id is derived from the month: a retried or concurrent run appends nothing twice.
 */
@Injectable()
export class AccessLogRetention {
  private readonly logger = new Logger('AccessLogRetention');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(ProjectionEngine) private readonly projections: ProjectionEngine,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
  ) {}

  /** Drops the access log of the months past the retention at `now`, once. */
  async expire(now: Date): Promise<AccessLogRetentionResult> {
    const before = retentionCutoff(now, this.config.ACCESS_LOG_RETENTION_MONTHS);
    const { position, state } = await this.pipeline.run({
      stream: ACCESS_RETENTION_STREAM,
      decider: accessRetentionDecider,
      command: { type: 'ExpireAccessLog', before },
      context: { now, actor: null },
      metadata: { actorId: null, causationId: 'job:privacy-retention' },
      eventIds: () => deterministicId(`access-log-expired:${before}`),
    });
    if (!position) {
      // Nothing new is due: the last cutoff's keys are gone, unless its run stopped between the
      // event and their deletion (a no-op otherwise).
      if (state.before !== null) await this.keys.eraseMonthsBefore(state.before);
      return { expiredBefore: null };
    }
    this.logger.log(`dropped the access log's client details of the months before ${before}`);
    await this.projections.waitFor(position);
    return { expiredBefore: before };
  }
}
