import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import { CONFIG, type Config } from '../config/config.js';
import { producerConnection } from './connection.js';
import { DEFAULT_JOB_OPTIONS, type QueueName, type RequestedJobData } from './queues.js';

/** The producer side: one BullMQ Queue per name, created on first use, closed on shutdown. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  get(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.config),
        prefix: this.config.REDIS_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      // An 'error' event without a listener would crash the process; Redis outages are logged instead.
      queue.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Enqueues a job under a caller-chosen id: enqueuing the same id again (a retried request,
   * a re-enqueue after a crash) is a no-op while the first job is still known to BullMQ.
   */
  async add<Data extends RequestedJobData>(
    name: QueueName,
    jobName: string,
    data: Data,
    jobId: string,
  ): Promise<void> {
    await this.get(name).add(jobName, data, { jobId });
  }

  /**
   * Declares a repeatable system job (requester 0: nobody hears of it) every `everyMs` under
   * `schedulerId`: every process that runs workers declares it at start, and BullMQ keeps one
   * schedule per id. A failure (Redis down) is logged as `what` could not be scheduled, and the
   * next start tries again.
   */
  async schedule(
    name: QueueName,
    schedulerId: string,
    everyMs: number,
    jobName: string,
    what: string,
  ): Promise<void> {
    try {
      await this.get(name).upsertJobScheduler(
        schedulerId,
        { every: everyMs },
        { name: jobName, data: { requesterId: 0 } satisfies RequestedJobData },
      );
    } catch (error) {
      this.logger.warn(`could not schedule ${what} (next start tries again): ${(error as Error).message}`);
    }
  }

  async job(name: QueueName, jobId: string): Promise<Job | undefined> {
    return (await this.get(name).getJob(jobId)) as Job | undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}
