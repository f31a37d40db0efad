import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config.js';
import { FileStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { ImageScalingProcessor } from './image-scaling.processor.js';

/**
 * Image upload and serving, and the image scaling job. Needs CONFIG and EVENT_STORE from a
 * global module and JobsModule or WorkerJobsModule (global) for JobQueues and JobWorkers. The standalone
 * worker imports it too: there only the processor matters (no HTTP server).
 */
@Module({
  controllers: [FilesController],
  providers: [
    { provide: FileStorage, inject: [CONFIG], useFactory: (config: Config) => new FileStorage(config.FILES_DIR) },
    FilesService,
    ImageScalingProcessor,
  ],
  exports: [FilesService],
})
export class FilesModule {}
