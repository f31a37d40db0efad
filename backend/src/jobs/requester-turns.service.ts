import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Job, JobType } from 'bullmq';
import { Redis } from 'ioredis';
import { DomainError } from '@school/modules/kernel';
import { CONFIG, type Config } from '../config/config.js';
import { JobQueues } from './job-queues.service.js';
import type { QueueName } from './queues.js';

/** A job in these states still has work to do (delayed: between two attempts). */
const RUNNING: ReadonlySet<JobType | 'unknown'> = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);
/** A submission holds its requester's turn this long at most (a process that dies lets go). */
const TURN_MS = 30_000;
const TURN_WAIT_MS = 10_000;
/** Long after a job can still be waiting; the state of the job is what counts, not the key. */
const HOLDER_TTL_SECONDS = 8 * 24 * 3600;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** What a submission may do while it holds its requester's turn. */
export interface RequesterTurn {
  /** The requester's other job of the queue still running (waiting, active or between attempts), if any. */
  running(exceptJobId: string): Promise<Job | null>;
  /** Records `jobId` as the requester's running job. */
  hold(jobId: string): Promise<void>;
}

/**
 * At most one running job of a queue per requester (bulk imports, report exports). Redis keeps,
 * per requester, the id of the job they last started (`<prefix>:<space>:running:<userId>`);
 * whether it still runs is BullMQ's job state, so a finished, failed or vanished job frees the
 * requester by itself. Two submissions of one requester (two tabs, any app instance) take turns
 * on a short lock, so the second sees the first one's job.
 */
@Injectable()
export class RequesterTurns implements OnApplicationShutdown {
  private connection: Promise<Redis> | null = null;

  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async inTurn<T>(
    space: string,
    queue: QueueName,
    requesterId: number,
    work: (turn: RequesterTurn) => Promise<T>,
  ): Promise<T> {
    const redis = await this.redis();
    const base = `${this.config.REDIS_PREFIX}:${space}`;
    const lock = `${base}:submitting:${requesterId}`;
    const holder = `${base}:running:${requesterId}`;
    const token = randomUUID();
    const deadline = Date.now() + TURN_WAIT_MS;
    while ((await redis.set(lock, token, 'PX', TURN_MS, 'NX')) !== 'OK') {
      if (Date.now() >= deadline) throw new DomainError('generic.idempotencyInFlight');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    try {
      return await work({
        running: async (exceptJobId) => {
          const jobId = await redis.get(holder);
          if (!jobId || jobId === exceptJobId) return null;
          const job = await this.queues.job(queue, jobId);
          return job && RUNNING.has(await job.getState()) ? job : null;
        },
        hold: async (jobId) => {
          await redis.set(holder, jobId, 'EX', HOLDER_TTL_SECONDS);
        },
      });
    } finally {
      await redis.eval(RELEASE, 1, lock, token).catch(() => undefined);
    }
  }

  /** Connected on first use (the worker process never submits), failing fast like the queues when Redis is away. */
  private redis(): Promise<Redis> {
    this.connection ??= (async () => {
      const redis = new Redis(this.config.REDIS_URL, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      redis.on('error', () => undefined); // a command's own rejection reports the outage
      try {
        await redis.connect();
        return redis;
      } catch (error) {
        redis.disconnect();
        this.connection = null;
        throw error;
      }
    })();
    return this.connection;
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) await (await connection.catch(() => null))?.quit().catch(() => undefined);
  }
}
