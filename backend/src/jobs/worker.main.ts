/**
 * `npm run worker`: the job processors in their own process, without HTTP, sockets or
 * projectors. Run the app with WORKER_INLINE=false so only this process consumes jobs;
 * progress still reaches users, because the app's JobEventsBridge reads job events from Redis.
 */
import '../threadpool.js';
import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { Logger, Module, type DynamicModule, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { CoreModule } from '../core/core.module.js';
import { FilesModule } from '../files/files.module.js';
import { BulkUsersModule } from '../identity/bulk-import/bulk-users.module.js';
import { ReportExportsModule } from '../reporting/report/report-exports.module.js';
import { WorkerJobsModule } from './jobs.module.js';

const LOG_LEVELS: Record<Config['LOG_LEVEL'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

@Module({})
export class WorkerModule {
  static forRoot(config: Config): DynamicModule {
    // The same storage as the app (database, event store); no projections run here.
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config, []),
        WorkerJobsModule,
        FilesModule,
        BulkUsersModule,
        ReportExportsModule,
      ],
    };
  }
}

export async function startWorker(config: Config = loadConfig()) {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: LOG_LEVELS[config.LOG_LEVEL],
  });
  await app.init();
  new Logger('Worker').log('job worker started');
  return app;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const app = await startWorker();
    // SIGTERM/SIGINT close the workers, which let their running jobs finish first.
    app.enableShutdownHooks();
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : ((error as Error)?.stack ?? String(error))}\n`,
    );
    process.exit(1);
  }
}
