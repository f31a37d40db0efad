import { readFile } from 'node:fs/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type NewEvent } from '@school/modules/kernel';
import { EVENT_STORE } from '../core/tokens.js';
import { JobWorkers, type JobProcessor } from '../jobs/job-workers.service.js';
import type { RequestedJobData } from '../jobs/queues.js';
import { FileStorage } from './file-storage.js';
import {
  fileStream,
  fileUrl,
  rejectedEventId,
  scaledEventId,
  type ImageRejected,
  type ImageScaled,
} from './image-events.js';
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
 * `ImageScaled` carries an id derived from the file id, appended at a fixed revision (right
 * after `ImageUploaded`), so however many times the job runs there is one file and one event.
 */
@Injectable()
export class ImageScalingProcessor implements JobProcessor<ImageJobData, ImageJobResult>, OnModuleInit {
  readonly queue = 'images' as const;
  // sharp already uses several threads per image; two images at a time keep memory bounded.
  readonly concurrency = 2;

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job<ImageJobData, ImageJobResult>): Promise<ImageJobResult> {
    const { id } = job.data;
    await job.updateProgress(10);
    const events = await this.store.readStream(fileStream(id));
    // A file the orphan sweep deleted is never scaled again (a late re-enqueue).
    if (!events.some((e) => e.type === 'ImageUploaded') || events.some((e) => e.type === 'FileDeleted'))
      throw new UnrecoverableError('generic.notFound');
    if (events.some((e) => e.type === 'ImageRejected')) throw new UnrecoverableError('file.corrupt');
    const recorded = events.find((e) => e.type === 'ImageScaled')?.data as ImageScaled | undefined;
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
      await this.appendOnce(job, { id: rejectedEventId(id), type: 'ImageRejected', data: { id, code: 'file.corrupt' } satisfies ImageRejected });
      throw new UnrecoverableError('file.corrupt');
    }
    await job.updateProgress(60);

    await this.storage.writeAtomic(output, scaled.data);
    const data: ImageScaled = { id, width: scaled.width, height: scaled.height, size: scaled.size };
    await this.appendOnce(job, { id: scaledEventId(id), type: 'ImageScaled', data });
    await job.updateProgress(100);
    return result(data);
  }

  /**
   * Appends the job's outcome right after `ImageUploaded` (revision 0). A retry of the same
   * event id is accepted by the store as idempotent; a conflict means another attempt got
   * there first, which is done too when it recorded the same kind of outcome.
   */
  private async appendOnce(job: Job<ImageJobData>, event: Omit<NewEvent, 'metadata'>): Promise<void> {
    const stream = fileStream(job.data.id);
    const metadata: EventMetadata = {
      actorId: job.data.requesterId,
      causationId: `job:images:${job.id}`,
      ...(job.data.correlationId ? { correlationId: job.data.correlationId } : {}),
    };
    try {
      await this.store.append(stream, [{ ...event, metadata }], 0);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const events = await this.store.readStream(stream);
      if (!events.some((e) => e.type === event.type)) throw error;
    }
  }
}

function result(scaled: ImageScaled): ImageJobResult {
  return { id: scaled.id, url: fileUrl(scaled.id), width: scaled.width, height: scaled.height };
}
