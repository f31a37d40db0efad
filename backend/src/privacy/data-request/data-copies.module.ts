import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '../../config/config.js';
import { FileStorage } from '../../files/file-storage.js';
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
