import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import { isMessageCode, translate, type MessageCode } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { blockingConnection } from './connection.js';
import { JobQueues } from './job-queues.service.js';
import { QUEUE_NAMES, REALTIME_PREFIX, type QueueName } from './queues.js';

/** A job failure's reason is a message code when the processor refused the input; anything else is our fault. */
export function failureCode(reason: string | undefined): MessageCode {
  return reason && isMessageCode(reason) ? reason : 'generic.server';
}

/**
 * Forwards job progress, completion and final failure to the requester's sockets as
 * `<prefix>:progress {id, progress}`, `<prefix>:done {id, ...result}`, `<prefix>:failed {id, code, message}`.
 * QueueEvents reads the queue's Redis event stream, so it sees jobs run by any worker process.
 * Every app instance reads every event, so each emits to its own sockets only (also once a
 * socket.io Redis adapter links the instances): the user gets each event once.
 */
@Injectable()
export class JobEventsBridge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobEvents');
  private readonly listeners: QueueEvents[] = [];
  // Progress events come several per job: remember who asked instead of reading the job each time.
  private readonly requesters = new Map<string, number>();
  // Forwarding looks the requester up asynchronously; one chain keeps events in their order (progress before done).
  private chain: Promise<void> = Promise.resolve();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of QUEUE_NAMES) {
      const events = new QueueEvents(name, {
        connection: blockingConnection(this.config),
        prefix: this.config.REDIS_PREFIX,
      });
      const prefix = REALTIME_PREFIX[name];
      events.on('error', (error) => this.logger.warn(`queue events ${name}: ${error.message}`));
      events.on('progress', ({ jobId, data }) => {
        this.schedule(name, jobId, `${prefix}:progress`, { id: jobId, progress: data }, false);
      });
      events.on('completed', ({ jobId, returnvalue }) => {
        const result: unknown = returnvalue;
        const extra = result && typeof result === 'object' ? (result as Record<string, unknown>) : {};
        this.schedule(name, jobId, `${prefix}:done`, { ...extra, id: jobId }, true);
      });
      events.on('failed', ({ jobId, failedReason }) => {
        const code = failureCode(failedReason);
        this.schedule(
          name,
          jobId,
          `${prefix}:failed`,
          { id: jobId, code, message: translate(code, 'pt') },
          true,
        );
      });
      this.listeners.push(events);
      // Listen before the first job can report, so no early event is missed.
      await events.waitUntilReady();
    }
  }

  private schedule(queue: QueueName, jobId: string, event: string, payload: object, last: boolean): void {
    this.chain = this.chain.then(() => this.forward(queue, jobId, event, payload, last));
  }

  private async forward(
    queue: QueueName,
    jobId: string,
    event: string,
    payload: object,
    last: boolean,
  ): Promise<void> {
    try {
      const requesterId = await this.requester(queue, jobId);
      if (last) this.requesters.delete(jobId);
      if (requesterId == null) return;
      this.realtime.toUser(requesterId, event, payload, { localOnly: true });
    } catch (error) {
      this.logger.warn(`could not forward ${event} of job ${jobId}: ${(error as Error).message}`);
    }
  }

  private async requester(queue: QueueName, jobId: string): Promise<number | null> {
    const known = this.requesters.get(jobId);
    if (known != null) return known;
    const job = await this.queues.job(queue, jobId);
    const id = (job?.data as { requesterId?: unknown } | undefined)?.requesterId;
    if (typeof id !== 'number') return null;
    if (this.requesters.size > 10_000) this.requesters.clear(); // bounded: a lost cache entry only costs a read
    this.requesters.set(jobId, id);
    return id;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.listeners.map((l) => l.close()));
    this.listeners.length = 0;
  }
}
