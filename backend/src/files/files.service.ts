import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileDecider } from '@school/modules/files';
import { DomainError, type EventStore, type RecordedEvent } from '@school/modules/kernel';
import type { TokenClaims } from '../auth/token.service.js';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { EVENT_STORE } from '../core/tokens.js';
import { HttpRefusal } from '../errors/http-status.js';
import type { RequestMeta } from '../http/request-meta.js';
import { JobQueues } from '../jobs/job-queues.service.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { FileReaders } from './file-readers.js';
import { FileStorage } from './file-storage.js';
import { EXTENSION, fileStream, fileUrl, type ImageRejected, type ImageUploaded } from './image-events.js';
import { ANY_IMAGE, inspectImage, type ImagePolicy } from './image-processing.js';
import type { ImageJobData } from './image-scaling.processor.js';
import type { UploadedFile } from './single-file-upload.interceptor.js';
import { UploadLimits } from './upload-limits.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UploadAccepted {
  id: string;
  status: 'processing';
  url: string;
}

export type ScaledImageState = { ready: true; path: string; size: number } | { ready: false };

/** Upload images and serve their scaled copies to those who may read them. */
@Injectable()
export class FilesService {
  private readonly logger = new Logger('Files');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(UploadLimits) private readonly limits: UploadLimits,
    @Inject(FileReaders) private readonly readers: FileReaders,
    @Inject(ProjectionEngine) private readonly projections: ProjectionEngine,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
  ) {}

  /**
   * Checks the uploader's limits (uploads per minute, storage quota) and the image (against
   * `policy`: which formats this upload takes), keeps the original, records `ImageUploaded`
   * and enqueues the scaling. Every refusal comes before anything is stored.
   * The event is the record of the file: if enqueuing fails after it, the file stays
   * "processing" and the next GET enqueues it again.
   */
  async uploadImage(
    file: UploadedFile,
    meta: RequestMeta,
    policy: ImagePolicy = ANY_IMAGE,
  ): Promise<UploadAccepted> {
    const owner = meta.user;
    if (!owner) throw new DomainError('generic.unauthenticated');
    await this.limits.check(owner.userId, file.size);
    const image = await inspectImage(file.buffer, policy);
    const id = randomUUID();
    const original = this.storage.originalPath(id, EXTENSION[image.mime]);
    await this.storage.writeAtomic(original, file.buffer);
    const uploaded: ImageUploaded = {
      id,
      ownerId: owner.userId,
      originalName: cleanName(file.originalname),
      mime: image.mime,
      size: file.size,
      width: image.width,
      height: image.height,
    };
    let position: string | null;
    try {
      ({ position } = await this.pipeline.runAs(meta, {
        stream: fileStream(id),
        decider: fileDecider,
        command: { type: 'UploadImage', data: uploaded },
        expectNew: true,
      }));
    } catch (error) {
      await this.storage.remove(original); // no event, no file: nothing half-recorded stays behind
      throw error;
    }
    // Read-your-writes for the quota: the uploader's next upload counts this one (bounded wait).
    await this.projections.waitFor(position);
    try {
      await this.enqueue(uploaded, meta.correlationId);
    } catch (error) {
      this.logger.warn(
        `image ${id} recorded but not enqueued (the next GET enqueues it): ${(error as Error).message}`,
      );
    }
    return { id, status: 'processing', url: fileUrl(id) };
  }

  /** The upload record of a file that exists and is not deleted, or null (a record naming a file checks it). */
  async liveUpload(id: string): Promise<ImageUploaded | null> {
    if (!UUID.test(id)) return null;
    const events = await this.store.readStream(fileStream(id.toLowerCase()));
    if (find(events, 'FileDeleted')) return null;
    return find<ImageUploaded>(events, 'ImageUploaded') ?? null;
  }

  /**
   * The scaled JPEG when ready; 422 when the image could not be decoded. 404 for an unknown or
   * deleted id and, exactly alike, for a file the caller may not read (see FileReaders).
   */
  async scaled(id: string, caller: TokenClaims): Promise<ScaledImageState> {
    if (!UUID.test(id)) throw new DomainError('generic.notFound');
    const fileId = id.toLowerCase();
    const events = await this.store.readStream(fileStream(fileId));
    const uploaded = find<ImageUploaded>(events, 'ImageUploaded');
    if (
      !uploaded ||
      find(events, 'FileDeleted') ||
      !(await this.readers.mayRead(caller, fileId, uploaded.ownerId))
    ) {
      throw new DomainError('generic.notFound');
    }
    const path = this.storage.scaledPath(fileId);
    const size = await this.storage.size(path);
    if (size != null) return { ready: true, path, size };
    const rejected = find<ImageRejected>(events, 'ImageRejected');
    if (rejected) throw new HttpRefusal(new DomainError(rejected.code), 422);
    await this.ensureQueued(uploaded, events[0]?.metadata.correlationId);
    return { ready: false };
  }

  /**
   * Makes sure a scaling job is pending: after a lost enqueue, a job that gave up on a
   * transient fault, or a scaled file that went missing. Best effort: the answer is
   * "processing" either way, and the next request tries again.
   */
  private async ensureQueued(uploaded: ImageUploaded, correlationId?: string): Promise<void> {
    try {
      const job = await this.queues.job('images', uploaded.id);
      if (!job) return await this.enqueue(uploaded, correlationId);
      const state = await job.getState();
      // A concurrent request may retry it first; then this retry fails harmlessly.
      if (state === 'failed' || state === 'completed') await job.retry(state);
    } catch (error) {
      this.logger.warn(`could not re-enqueue image ${uploaded.id}: ${(error as Error).message}`);
    }
  }

  private async enqueue(uploaded: ImageUploaded, correlationId?: string): Promise<void> {
    const data: ImageJobData = {
      id: uploaded.id,
      ext: EXTENSION[uploaded.mime],
      requesterId: uploaded.ownerId,
      ...(correlationId ? { correlationId } : {}),
    };
    await this.queues.add('images', 'scale', data, uploaded.id);
  }
}

function find<Data>(events: RecordedEvent[], type: string): Data | undefined {
  return events.find((e) => e.type === type)?.data as Data | undefined;
}

/** The name as the user knows it, without any client path, control characters or excess length. */
function cleanName(name: string): string {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const cleaned = basename(printable.replace(/\\/g, '/')).trim();
  return cleaned.slice(0, 255) || 'imagem';
}
