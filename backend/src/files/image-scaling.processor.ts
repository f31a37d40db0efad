import { readFile } from 'node:fs/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { fileDecider, type FileCommand, type FileState } from '@school/modules/files';
import type { EventMetadata } from '@school/modules/kernel';
import { CommandPipeline, type Loaded } from '../commands/command-pipeline.js';
import { JobWorkers, type JobProcessor } from '../jobs/job-workers.service.js';
import type { RequestedJobData } from '../jobs/queues.js';
import { SYSTEM_FILE_OWNER } from './drawn-images.service.js';
import { FileStorage } from './file-storage.js';
import { fileStream, fileUrl, rejectedEventId, scaledEventId, type ImageScaled } from './image-events.js';
import { scaleImage, type ScaledImage } from './image-processing.js';

export interface ImageJobData extends RequestedJobData {
  /** The file id, also the job id (one job per file). */
  id: string;
  ext: 'jpg' | 'png' | 'webp';
  correlationId?: string;
}

export interface ImageJobResult {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Scales an uploaded image. Idempotent: the output is written atomically to a fixed name and
 * `ImageScaled` carries an id derived from the file id and the file decider records one outcome
 * only, so however many times the job runs there is one file and one event.
 */
@Injectable()
export class ImageScalingProcessor implements JobProcessor<ImageJobData, ImageJobResult>, OnModuleInit {
  readonly queue = 'images' as const;
  // sharp already uses several threads per image; two images at a time keep memory bounded.
  readonly concurrency = 2;

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job<ImageJobData, ImageJobResult>): Promise<ImageJobResult> {
    const { id } = job.data;
    await job.updateProgress(10);
    const read = await this.pipeline.read(fileStream(id), fileDecider);
    const file = read.state;
    // A file the orphan sweep deleted is never scaled again (a late re-enqueue).
    if (file.status === 'absent' || file.deleted) throw new UnrecoverableError('generic.notFound');
    if (file.status === 'rejected') throw new UnrecoverableError('file.corrupt');
    const recorded = file.scaled;
    const output = this.storage.scaledPath(id);
    if (recorded && (await this.storage.size(output)) != null) {
      // An earlier attempt finished everything; it only failed to report.
      await job.updateProgress(100);
      return result(recorded);
    }

    const original = await readFile(this.storage.originalPath(id, job.data.ext));
    let scaled: ScaledImage;
    try {
      scaled = await scaleImage(original);
    } catch {
      // The same bytes will never decode: record the outcome and do not retry.
      await this.record(
        job,
        read,
        { type: 'RejectImage', data: { id, code: 'file.corrupt' } },
        rejectedEventId(id),
      );
      throw new UnrecoverableError('file.corrupt');
    }
    await job.updateProgress(60);

    await this.storage.writeAtomic(output, scaled.data);
    const data: ImageScaled = { id, width: scaled.width, height: scaled.height, size: scaled.size };
    await this.record(job, read, { type: 'RecordScaled', data }, scaledEventId(id));
    await job.updateProgress(100);
    return result(data);
  }

  /**
   * Records the job's outcome once: its event id is derived from the file id, so a retry's
   * append is recognised, and the file decider records nothing when the outcome is already
   * there (another attempt got there first). Decided on the stream as read at the start, so the
   * event follows the scaled file at once; a conflict re-decides on the fresh stream.
   */
  private async record(
    job: Job<ImageJobData>,
    read: Loaded<FileState>,
    command: FileCommand,
    eventId: string,
  ): Promise<void> {
    const metadata: EventMetadata = {
      // The system's own images (owner 0) are scaled for no one: the system acts.
      actorId: job.data.requesterId === SYSTEM_FILE_OWNER ? null : job.data.requesterId,
      causationId: `job:images:${job.id}`,
      ...(job.data.correlationId ? { correlationId: job.data.correlationId } : {}),
    };
    await this.pipeline.run({
      stream: fileStream(job.data.id),
      decider: fileDecider,
      command,
      context: { now: new Date(), actor: null },
      metadata,
      eventIds: () => eventId,
      readState: read,
    });
  }
}

function result(scaled: ImageScaled): ImageJobResult {
  return { id: scaled.id, url: fileUrl(scaled.id), width: scaled.width, height: scaled.height };
}
