import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@school/backend/config/config';
import { FileStorage } from '@school/backend/files/file-storage';
import { IdentityModule } from '../identity.module.js';
import { BulkImportPlanner } from './bulk-import.planner.js';
import { BulkImportProcessor } from './bulk-import.processor.js';
import { BulkImportService } from './bulk-import.service.js';
import { BulkUsersController } from './bulk-users.controller.js';
import { RunningImports } from './running-imports.service.js';

/**
 * Bulk user creation from a CSV: the routes and the import job. Needs JobsModule (the app) or
 * WorkerJobsModule (`npm run worker`), which is where only the processor matters.
 */
@Module({
  imports: [IdentityModule],
  controllers: [BulkUsersController],
  providers: [
    {
      provide: FileStorage,
      inject: [CONFIG],
      useFactory: (config: Config) => new FileStorage(config.FILES_DIR),
    },
    BulkImportService,
    BulkImportPlanner,
    BulkImportProcessor,
    RunningImports,
  ],
})
export class BulkUsersModule {}
