import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config.js';
import { DrawnImages } from './drawn-images.service.js';
import { FileReaders } from './file-readers.js';
import { FileStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { ImageScalingProcessor } from './image-scaling.processor.js';
import { OrphanSweepProcessor } from './orphan-sweep.processor.js';
import { UploadLimits } from './upload-limits.js';

/**
 * Image upload and serving, the image scaling job and the orphan sweep. Contexts whose records
 * use files register a FileReferenceReader with FileReaders. Needs CONFIG, DATABASE,
 * EVENT_STORE, ProjectionEngine and CommandPipeline from a global module and JobsModule or WorkerJobsModule (global) for JobQueues and JobWorkers. The standalone
 * worker imports it too: there only the processor matters (no HTTP server).
 */
@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FileStorage,
      inject: [CONFIG],
      useFactory: (config: Config) => new FileStorage(config.FILES_DIR),
    },
    FilesService,
    FileReaders,
    DrawnImages,
    UploadLimits,
    ImageScalingProcessor,
    OrphanSweepProcessor,
  ],
  exports: [FilesService, FileReaders, DrawnImages],
})
export class FilesModule {}
