import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { CONFIG, type Config } from '../config/config.js';
import { blockingConnection } from './connection.js';
import type { QueueName, RequestedJobData } from './queues.js';

/** Whether this process consumes jobs: the app when WORKER_INLINE, always in `npm run worker`. */
export const RUN_WORKERS = Symbol('RUN_WORKERS');

/**
 * The consumer of one queue. `process` must be idempotent: a retried job (after a crash, a
 * stalled lock, a transient error) runs it again from the start.
 */
export interface JobProcessor<Data extends RequestedJobData = RequestedJobData, Result = unknown> {
  readonly queue: QueueName;
  readonly concurrency?: number;
  process(job: Job<Data, Result>): Promise<Result>;
}

/**
 * Feature modules register their processors here (in `onModuleInit`); the workers start on
 * application bootstrap only when this process runs workers, so the same modules serve both
 * the HTTP app and the standalone worker.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly processors = new Map<QueueName, JobProcessor>();
  private readonly workers: Worker[] = [];
  /** The jobs running in this process (`queue/id`). */
  private readonly active = new Set<string>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(RUN_WORKERS) readonly enabled: boolean,
    // Absent in test apps made of a few modules, which log nothing.
    @Optional() private readonly logContext?: PinoLogger,
  ) {}

  register<Data extends RequestedJobData, Result>(processor: JobProcessor<Data, Result>): void {
    if (this.processors.has(processor.queue))
      throw new Error(`A processor for queue ${processor.queue} is already registered`);
    this.processors.set(processor.queue, processor as unknown as JobProcessor);
  }

  get running(): boolean {
    return this.workers.length > 0;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    for (const processor of this.processors.values()) {
      const worker = new Worker(processor.queue, (job: Job) => this.run(processor, job), {
        connection: blockingConnection(this.config),
        prefix: this.config.REDIS_PREFIX,
        concurrency: processor.concurrency ?? 2,
        lockDuration: this.config.JOB_LOCK_MS,
        stalledInterval: this.config.JOB_STALLED_INTERVAL_MS,
      });
      worker.on('error', (error) => this.logger.warn(`worker ${processor.queue}: ${error.message}`));
      worker.on('failed', (job, error) =>
        this.logger.warn(
          `job ${processor.queue}/${job?.id} attempt ${job?.attemptsMade ?? '?'} failed: ${error.message}`,
        ),
      );
      this.workers.push(worker);
    }
    this.logger.log(`workers running for: ${[...this.processors.keys()].join(', ') || '(none)'}`);
  }

  /** What the job logs, the commands it runs included, carries its queue and id as correlation id. */
  private async run(processor: JobProcessor, job: Job): Promise<unknown> {
    const id = `${processor.queue}/${job.id}`;
    const work = () => processor.process(job);
    this.active.add(id);
    try {
      return await (this.logContext
        ? this.logContext.runInContext(work, { bindings: { correlationId: id } })
        : work());
    } finally {
      this.active.delete(id);
    }
  }

  /**
   * Takes no new job and waits for the running ones to finish, so a deploy does not cut a job in
   * half; after `graceMs` the rest are handed back: their lock lapses and another worker runs
   * them again (processors are idempotent). Answers how many were handed back.
   */
  async close(graceMs = Number.POSITIVE_INFINITY): Promise<number> {
    const workers = this.workers.splice(0);
    const closing = Promise.allSettled(workers.map((w) => w.close()));
    const finished = await Promise.race([
      closing.then(() => true),
      new Promise<false>((resolve) => {
        if (Number.isFinite(graceMs)) setTimeout(() => resolve(false), graceMs).unref();
      }),
    ]);
    if (finished) return 0;
    const left = this.active.size;
    await Promise.allSettled(workers.map((w) => w.close(true)));
    return left;
  }

  /** Before (not during) shutdown: the running jobs still need the event store and the files. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
