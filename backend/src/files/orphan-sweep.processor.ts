import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { fileDecider, type FileState } from '@school/modules/files';
import { WrongExpectedRevisionError } from '@school/modules/kernel';
import { orphanFiles } from '@school/projections/file-catalogue';
import type { Db } from '@school/projections/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { CommandPipeline, type Loaded } from '../commands/command-pipeline.js';
import { DATABASE } from '../core/tokens.js';
import { JobQueues } from '../jobs/job-queues.service.js';
import { JobWorkers, type JobProcessor } from '../jobs/job-workers.service.js';
import type { RequestedJobData } from '../jobs/queues.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { FileStorage } from './file-storage.js';
import { deletedEventId, EXTENSION, fileStream } from './image-events.js';

const HOUR = 3600 * 1000;
/** Files deleted per run at most; the next run takes the rest. */
const BATCH = 500;
const SCHEDULER_ID = 'orphan-files';

/** A system job: requester 0 is nobody (user ids start at 1), so no socket hears of it. */
export type OrphanSweepData = RequestedJobData;

export interface OrphanSweepResult {
  deleted: string[];
}

/**
 * Deletes files nothing has referenced for FILES_ORPHAN_GRACE_HOURS (an upload never used, a
 * replaced avatar, the avatar of a deleted user), as a repeatable job every
 * FILES_ORPHAN_SWEEP_MINUTES. Each deletion is first recorded as `FileDeleted` on the file's
 * stream (the source of truth: the id answers 404 and stops counting against the quota), then
 * the original and the scaled copy are removed. Idempotent: a file already recorded as deleted
 * only has its leftovers removed, and the event id is derived from the file id.
 */
@Injectable()
export class OrphanSweepProcessor
  implements JobProcessor<OrphanSweepData, OrphanSweepResult>, OnModuleInit, OnApplicationBootstrap
{
  readonly queue = 'files-cleanup' as const;
  readonly concurrency = 1;
  private readonly logger = new Logger('OrphanFiles');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(ProjectionEngine) private readonly projections: ProjectionEngine,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  /** Every process that runs workers (re)declares the one schedule; BullMQ keeps it once by id. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.workers.enabled) return;
    const every = this.config.FILES_ORPHAN_SWEEP_MINUTES * 60_000;
    await this.queues.schedule(this.queue, SCHEDULER_ID, every, 'sweep', 'the orphan sweep');
  }

  process(): Promise<OrphanSweepResult> {
    return this.sweep(new Date());
  }

  /** Deletes the files that have been orphans since before `now` minus the grace period. */
  async sweep(now: Date): Promise<OrphanSweepResult> {
    const before = new Date(now.getTime() - this.config.FILES_ORPHAN_GRACE_HOURS * HOUR);
    const deleted: string[] = [];
    let last: string | null = null;
    for (const orphan of await orphanFiles(this.db, before, BATCH)) {
      const position = await this.delete(orphan.fileId);
      if (position === false) continue;
      deleted.push(orphan.fileId);
      last = position ?? last;
    }
    if (deleted.length) this.logger.log(`deleted ${deleted.length} orphan file(s)`);
    // Done once the read models know it too (the quota, the next run); bounded.
    await this.projections.waitFor(last);
    return { deleted };
  }

  /** The position of the `FileDeleted` appended, null when an earlier run had recorded it, false to skip. */
  private async delete(id: string): Promise<string | null | false> {
    const stream = fileStream(id);
    const read = await this.pipeline.read(stream, fileDecider);
    if (read.state.status === 'absent') return false;
    let position: string | null = null;
    if (!read.state.deleted) {
      const recorded = await this.record(stream, id, read);
      if (recorded === false) return false;
      position = recorded;
    }
    await this.storage.remove(this.storage.originalPath(id, EXTENSION[read.state.uploaded.mime]));
    await this.storage.remove(this.storage.scaledPath(id));
    return position;
  }

  /** Records the deletion on the stream as read; false when it changed meanwhile (the next run decides again). */
  private async record(stream: string, id: string, read: Loaded<FileState>): Promise<string | false> {
    try {
      const { position } = await this.pipeline.run({
        stream,
        decider: fileDecider,
        command: { type: 'DeleteFile', data: { id, reason: 'orphan' } },
        context: { now: new Date(), actor: null },
        metadata: { actorId: null, causationId: 'job:files-cleanup' },
        eventIds: () => deletedEventId(id),
        readState: read,
        failOnConflict: true,
      });
      return position ?? false;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return false;
      throw error;
    }
  }
}
