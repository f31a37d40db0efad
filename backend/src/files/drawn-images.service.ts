import { Inject, Injectable, Logger } from '@nestjs/common';
import { fileDecider } from '@school/modules/files';
import { DomainError, type EventMetadata, type EventStore } from '@school/modules/kernel';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { EVENT_STORE } from '../core/tokens.js';
import { deterministicId } from '../jobs/deterministic-id.js';
import { JobQueues } from '../jobs/job-queues.service.js';
import { FileStorage } from './file-storage.js';
import { EXTENSION, fileStream, type ImageUploaded } from './image-events.js';
import { inspectImage } from './image-processing.js';
import type { ImageJobData } from './image-scaling.processor.js';

/** The owner of the images the system draws: no user, so no quota and no uploader's read. */
export const SYSTEM_FILE_OWNER = 0;

/** An image the system draws itself: its file id (fixed by the caller) and how to draw it. */
export interface DrawnImage {
  id: string;
  name: string;
  /** The image's bytes (jpg, png or webp); called only when the file is not stored yet. */
  draw: () => Promise<Uint8Array>;
}

/**
 * Stores images the system draws (the content catalogue's illustrations) exactly as uploads
 * are stored: the same content check, the original kept, `ImageUploaded` through the files
 * decider, the scaling job enqueued; `GET /api/files/<id>` serves the scaled JPEG. Ids and the
 * upload's event id are fixed by the caller, so a second run, or several instances at once,
 * store nothing twice.
 */
@Injectable()
export class DrawnImages {
  private readonly logger = new Logger('DrawnImages');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(CommandPipeline) private readonly pipeline: CommandPipeline,
    @Inject(JobQueues) private readonly queues: JobQueues,
  ) {}

  /** Stores each image that is not stored yet; answers the ids it stored now. */
  async ensure(images: readonly DrawnImage[], metadata: EventMetadata): Promise<string[]> {
    const stored = await Promise.all(images.map((image) => this.ensureOne(image, metadata)));
    return images.filter((_, i) => stored[i]).map((image) => image.id);
  }

  private async ensureOne({ id, name, draw }: DrawnImage, metadata: EventMetadata): Promise<boolean> {
    // Stored already: its scaling is the files' concern (a GET re-enqueues a lost job).
    if ((await this.store.readStream(fileStream(id), { maxCount: 1 })).length > 0) return false;
    const bytes = await draw();
    const image = await inspectImage(bytes);
    const ext = EXTENSION[image.mime];
    // Same id, same bytes: a concurrent writer's rename leaves the very same file.
    await this.storage.writeAtomic(this.storage.originalPath(id, ext), bytes);
    const uploaded: ImageUploaded = {
      id,
      ownerId: SYSTEM_FILE_OWNER,
      originalName: name,
      mime: image.mime,
      size: bytes.byteLength,
      width: image.width,
      height: image.height,
    };
    try {
      await this.pipeline.run({
        stream: fileStream(id),
        decider: fileDecider,
        command: { type: 'UploadImage', data: uploaded },
        context: { now: new Date(), actor: null },
        metadata,
        expectNew: true,
        // The same event id on every instance: the store takes a concurrent twin as a retry.
        eventIds: () => deterministicId(`${id}:uploaded`),
      });
    } catch (error) {
      // Another instance recorded it first (and enqueued its scaling): theirs stands.
      if (error instanceof DomainError && error.code === 'generic.conflict') return false;
      throw error;
    }
    const job: ImageJobData = { id, ext, requesterId: SYSTEM_FILE_OWNER };
    try {
      // One job per file id: BullMQ ignores a second add under the same id.
      await this.queues.add('images', 'scale', job, id);
    } catch (error) {
      this.logger.warn(
        `drawn image ${id} recorded but not enqueued (the next GET enqueues it): ${(error as Error).message}`,
      );
    }
    return true;
  }
}
