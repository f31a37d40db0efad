import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EventStore } from '@school/modules/kernel';
import {
  COPY_KEPT_DAYS,
  dataRequestDecider,
  dataRequestStream,
  type DataRequestCommand,
} from '@school/modules/privacy';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE, EVENT_STORE } from '@school/backend/core/tokens';
import { FileStorage } from '@school/backend/files/file-storage';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { JobWorkers, type JobProcessor } from '@school/backend/jobs/job-workers.service';
import { buildPersonalDataCopy } from '../copy/personal-data-copy.reader.js';
import { COPY_AREA, COPY_QUEUE, dataCopyPath, type DataCopyJobData } from './data-copy.job.js';
import { userDecider, userStream } from '@school/modules/identity';

/** How long a copy's file stays on disk: its request's `expiraEm`, COPY_KEPT_DAYS after it was made. */
export const COPY_KEPT_MS = COPY_KEPT_DAYS * 24 * 3600 * 1000;

/**
 * Makes the copy of one person's data for a recorded request: the ZIP written whole, then
 * `DataRequestCarriedOut` on the request's stream (which says until when it is kept). The job's
 * progress is the share done ({done, total: 100}). Its last failed attempt records
 * `DataRequestFailed`. Each copy also removes the files older than COPY_KEPT_DAYS.
 */
@Injectable()
export class DataCopyProcessor
  implements JobProcessor<DataCopyJobData, { codSolicitacao: number }>, OnModuleInit
{
  readonly queue = COPY_QUEUE;
  readonly concurrency = 2;
  private readonly logger = new Logger('DataCopies');

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Db,
    private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job<DataCopyJobData, { codSolicitacao: number }>): Promise<{ codSolicitacao: number }> {
    const { codSolicitacao, codBseUsuario, language } = job.data;
    const { state } = await this.pipeline.read(dataRequestStream(codSolicitacao), dataRequestDecider);
    if (state.status === 'absent') throw new UnrecoverableError('generic.notFound');
    // Made already (an attempt that failed only to report), or given up: nothing more to do.
    if (state.status !== 'pending') return { codSolicitacao };
    try {
      const zip = await buildPersonalDataCopy(
        { db: this.db, store: this.store },
        codBseUsuario,
        language,
        (share) =>
          job.updateProgress({ done: Math.round(Math.min(1, Math.max(0, share)) * 100), total: 100 }),
      );
      await this.storage.writeAtomic(dataCopyPath(this.storage.root, codSolicitacao), zip);
      // Erased while it was being made: the copy is not kept (the erasure removed those made before).
      const person = await this.pipeline.read(userStream(codBseUsuario), userDecider);
      if (person.state.status === 'erased') {
        await this.storage.removeFolder(COPY_AREA, String(codSolicitacao));
        throw new UnrecoverableError('user.erased');
      }
      const written = await this.command(job, { type: 'CarryOutDataRequest', codSolicitacao });
      await this.pipeline.settle(written.position, 10_000);
    } catch (error) {
      const last = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last) await this.command(job, { type: 'FailDataRequest', codSolicitacao }).catch(() => undefined);
      throw error;
    }
    await this.sweep(new Date()).catch((error: unknown) =>
      this.logger.warn(`could not remove old data copies: ${(error as Error).message}`),
    );
    return { codSolicitacao };
  }

  private command(job: Job<DataCopyJobData>, command: DataRequestCommand) {
    return this.pipeline.run({
      stream: dataRequestStream(command.codSolicitacao),
      decider: dataRequestDecider,
      command,
      context: { now: new Date(), actor: null },
      metadata: { actorId: null, causationId: `job:${COPY_QUEUE}:${job.id}` },
      eventIds: (i) => deterministicId(`${job.id}:${command.type}:${i}`),
    });
  }

  /** Removes the copies written before `now` minus COPY_KEPT_DAYS; answers how many. */
  sweep(now: Date): Promise<number> {
    return this.storage.removeFoldersOlderThan(COPY_AREA, COPY_KEPT_MS, now);
  }
}
