/**
 * `npm run worker`: the job processors in their own process, without HTTP, sockets or
 * projectors. Run the app with WORKER_INLINE=false so only this process consumes jobs;
 * progress still reaches users, because the app's JobEventsBridge reads job events from Redis.
 */
import '../threadpool.js';
import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { Logger, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { CoreModule } from '../core/core.module.js';
import { FilesModule } from '../files/files.module.js';
import { RetentionModule } from '@school/modules/privacy/server';
import { BulkUsersModule } from '@school/modules/identity/server';
import { ReportExportsModule } from '@school/modules/reporting/server';
import { DataCopiesModule } from '@school/modules/privacy/server';
import { loggingModule } from '../logging/logging.module.js';
import { JobWorkers } from './job-workers.service.js';
import { WorkerJobsModule } from './jobs.module.js';

@Module({})
export class WorkerModule {
  static forRoot(config: Config): DynamicModule {
    // The same storage as the app (database, event store); no projections run here.
    return {
      module: WorkerModule,
      imports: [
        // JSON lines like the app's; a job's lines carry `<queue>/<job id>` as correlation id.
        loggingModule(config),
        CoreModule.forRoot(config, []),
        WorkerJobsModule,
        FilesModule,
        RetentionModule,
        BulkUsersModule,
        ReportExportsModule,
        DataCopiesModule,
      ],
    };
  }
}

export async function startWorker(config: Config = loadConfig()) {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  new Logger('Worker').log('job worker started');
  return app;
}

/**
 * SIGTERM/SIGINT: take no new job, let the running ones finish within SHUTDOWN_GRACE_MS (the
 * rest are handed back: another worker runs them again), close the connections, exit 0.
 */
function stopOnSignals(app: INestApplicationContext, config: Config): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    const log = new Logger('Stop');
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.log(`${signal}: stopping, grace period ${config.SHUTDOWN_GRACE_MS} ms`);
    void (async () => {
      const handedBack = await app.get(JobWorkers).close(config.SHUTDOWN_GRACE_MS);
      if (handedBack > 0) log.warn(`${handedBack} running jobs handed back to the queue`);
      await app.close();
      log.log('stopped');
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(`the stop failed: ${(error as Error)?.stack ?? String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const config = loadConfig();
    stopOnSignals(await startWorker(config), config);
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : ((error as Error)?.stack ?? String(error))}\n`,
    );
    process.exit(1);
  }
}
