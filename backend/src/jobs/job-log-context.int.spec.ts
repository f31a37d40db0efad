import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Injectable, Logger, Module, type INestApplicationContext, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Job } from 'bullmq';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix } from '../../test/databases.js';
import { CONFIG, loadConfig } from '../config/config.js';
import { loggingModule } from '../logging/logging.module.js';
import { JobQueues } from './job-queues.service.js';
import { JobWorkers, RUN_WORKERS, type JobProcessor } from './job-workers.service.js';

const written: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});
const lines = () =>
  written
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A processor that logs the way the app's processors and the commands they run do. */
@Injectable()
class LoggingProcessor implements JobProcessor, OnModuleInit {
  readonly queue = 'images' as const;
  private readonly logger = new Logger('TestJob');

  constructor(private readonly workers: JobWorkers) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.logger.log(`working on ${job.name}`);
  }
}

const config = loadConfig({
  NODE_ENV: 'test',
  REDIS_URL: testRedisUrl(),
  REDIS_PREFIX: uniquePrefix('job-log'),
  LOG_LEVEL: 'log',
});

@Module({
  imports: [loggingModule(config, destination)],
  providers: [
    { provide: CONFIG, useValue: config },
    { provide: RUN_WORKERS, useValue: true },
    JobQueues,
    JobWorkers,
    LoggingProcessor,
  ],
})
class JobLogTestModule {}

let app: INestApplicationContext;

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(JobLogTestModule, { bufferLogs: true });
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
});

afterAll(async () => {
  await app?.get(JobQueues).get('images').obliterate({ force: true });
  await app?.close();
});

describe('a job’s log lines', () => {
  it('carry its queue and id as correlation id, as JSON', async () => {
    await app.get(JobQueues).add('images', 'first', { requesterId: 7 }, 'job-a');
    await app.get(JobQueues).add('images', 'second', { requesterId: 7 }, 'job-b');
    await expect
      .poll(() => lines().filter((l) => l.context === 'TestJob'))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ correlationId: 'images/job-a', msg: 'working on first' }),
          expect.objectContaining({ correlationId: 'images/job-b', msg: 'working on second' }),
        ]),
      );
  });
});
