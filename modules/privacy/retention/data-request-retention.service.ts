import { Inject, Injectable, Logger } from '@nestjs/common';
import { requestKeyOwner } from '@school/modules/kernel';
import {
  DATA_REQUEST_RETENTION_STREAM,
  dataRequestRetentionDecider,
  requestsCutoff,
} from '@school/modules/privacy';
import type { Db } from '@school/projections/kernel';
import { requestsAnsweredBefore } from '@school/projections/data-request-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE, PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { ProjectionEngine } from '@school/backend/projection-engine/projection-engine';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';

export interface DataRequestRetentionResult {
  /** How many requests this run dropped. */
  expired: number;
}

/**
 * The data requests' retention (decision 0061), a step of the daily retention job: a request is
 * kept five years (REQUESTS_KEPT_YEARS) after it was answered, then `DataRequestsExpired` names
 * it; the sealing store deletes its key (its requester's name and document and its reason read
 * "Dados removidos" in every event and backup) and "Solicitações de dados" forgets it. The event
 * id is derived from the cutoff: a retried or concurrent run the same day appends nothing twice.
 */
@Injectable()
export class DataRequestRetention {
  private readonly logger = new Logger('DataRequestRetention');

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(ProjectionEngine) private readonly projections: ProjectionEngine,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
  ) {}

  /** Drops the requests answered more than five years before `now` (from the start of that day). */
  async expire(now: Date): Promise<DataRequestRetentionResult> {
    // The last run's keys first, should it have stopped between its event and their deletion.
    const { state } = await this.pipeline.read(DATA_REQUEST_RETENTION_STREAM, dataRequestRetentionDecider);
    await this.keys.eraseOwners(state.last.map(requestKeyOwner));
    const before = requestsCutoff(now);
    const due = await requestsAnsweredBefore(this.db, new Date(before));
    const { position, events } = await this.pipeline.run({
      stream: DATA_REQUEST_RETENTION_STREAM,
      decider: dataRequestRetentionDecider,
      command: { type: 'ExpireDataRequests', before, codSolicitacoes: due },
      context: { now, actor: null },
      metadata: { actorId: null, causationId: 'job:privacy-retention' },
      eventIds: () => deterministicId(`data-requests-expired:${before}`),
    });
    if (!position) return { expired: 0 };
    const expired = events.reduce((sum, event) => sum + event.data.codSolicitacoes.length, 0);
    this.logger.log(`dropped ${expired} data requests answered before ${before}`);
    await this.projections.waitFor(position);
    return { expired };
  }
}
