import { Module, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, NestFactory } from '@nestjs/core';
import type { EventStore } from '@school/modules/kernel';
import { fileCatalogueProjection } from '@school/projections/file-catalogue';
import type { Db } from '@school/projections/kernel';
import { PermissionGuard } from '../src/auth/permission.guard.js';
import type { Config } from '../src/config/config.js';
import { ErrorFilter } from '../src/errors/error.filter.js';
import { FilesModule } from '../src/files/files.module.js';
import { JobsModule } from '../src/jobs/jobs.module.js';
import { ProjectionEngine } from '../src/projection-engine/projection-engine.js';
import { testCoreModule } from './core.js';

/**
 * The files and jobs modules on the test core, with the app's guard and error filter, under
 * `/api` on a free port, the file catalog read model (quota, orphans) running: the app and its URL.
 */
export async function startFilesApp(options: {
  config: Config;
  secret: string;
  db: Db;
  store: EventStore;
}): Promise<{ app: INestApplication; url: string }> {
  @Module({
    imports: [
      testCoreModule({ ...options, projections: [fileCatalogueProjection] }),
      JobsModule,
      FilesModule,
    ],
    providers: [
      { provide: APP_GUARD, useClass: PermissionGuard },
      { provide: APP_FILTER, useClass: ErrorFilter },
    ],
  })
  class FilesTestAppModule {}

  const app = await NestFactory.create(FilesTestAppModule, { logger: false });
  const engine = app.get(ProjectionEngine);
  await engine.prepare();
  engine.start();
  app.setGlobalPrefix('api');
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}
