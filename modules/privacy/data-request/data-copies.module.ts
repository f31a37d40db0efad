import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@school/backend/config/config';
import { FileStorage } from '@school/backend/files/file-storage';
import { DataCopyProcessor } from './data-copy.processor.js';

/**
 * The copy job's worker side (dados.zip of one person): imported by the app's PrivacyModule and
 * by `npm run worker`. Needs JobsModule or WorkerJobsModule.
 */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [CONFIG],
      useFactory: (config: Config) => new FileStorage(config.FILES_DIR),
    },
    DataCopyProcessor,
  ],
  exports: [FileStorage, DataCopyProcessor],
})
export class DataCopiesModule {}
