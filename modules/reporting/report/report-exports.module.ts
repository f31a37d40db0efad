import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@school/backend/config/config';
import { FileStorage } from '@school/backend/files/file-storage';
import { ReportExportProcessor } from './report-export.processor.js';
import { ReportsReader } from './reports.reader.js';

/**
 * The export job's worker side (relatorio.csv of any size): imported by the app's
 * ReportingModule and by `npm run worker`. Needs JobsModule or WorkerJobsModule.
 */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [CONFIG],
      useFactory: (config: Config) => new FileStorage(config.FILES_DIR),
    },
    ReportsReader,
    ReportExportProcessor,
  ],
  exports: [ReportsReader, FileStorage],
})
export class ReportExportsModule {}
