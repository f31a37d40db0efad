import { Inject, Injectable } from '@nestjs/common';
import { JobQueues } from './job-queues.service.js';
import { RUN_WORKERS } from './job-workers.service.js';
import { QUEUE_NAMES, type QueueName } from './queues.js';

/** The states a queue's jobs are counted in: waiting to start, running, delayed (a retry's backoff, a schedule), failed for good (kept 7 days). */
export const JOB_COUNT_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type JobCountState = (typeof JOB_COUNT_STATES)[number];

export interface JobsState {
  redis: 'up' | 'down';
  /** Summed over all queues; null while Redis is down. */
  waiting: number | null;
  active: number | null;
  failed: number | null;
  /** This process consumes jobs itself. */
  workerInline: boolean;
}

/** For /api/health: is Redis reachable, how much work is queued, does this process run the worker. */
@Injectable()
export class JobsHealth {
  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(RUN_WORKERS) private readonly workerInline: boolean,
  ) {}

  async state(timeoutMs = 1_000): Promise<JobsState> {
    const counts = await this.counts(timeoutMs);
    if (!counts)
      return { redis: 'down', waiting: null, active: null, failed: null, workerInline: this.workerInline };
    const sum = (key: JobCountState) => Object.values(counts).reduce((total, c) => total + c[key], 0);
    return {
      redis: 'up',
      waiting: sum('waiting'),
      active: sum('active'),
      failed: sum('failed'),
      workerInline: this.workerInline,
    };
  }

  /** Each queue's jobs by state (the metrics' queue depth and failures); null while Redis is down. */
  async counts(timeoutMs = 1_000): Promise<Record<QueueName, Record<JobCountState, number>> | null> {
    try {
      const counts = await withTimeout(
        Promise.all(QUEUE_NAMES.map((name) => this.queues.get(name).getJobCounts(...JOB_COUNT_STATES))),
        timeoutMs,
      );
      return Object.fromEntries(
        QUEUE_NAMES.map((name, i) => [
          name,
          Object.fromEntries(JOB_COUNT_STATES.map((state) => [state, counts[i]![state] ?? 0])),
        ]),
      ) as Record<QueueName, Record<JobCountState, number>>;
    } catch {
      return null;
    }
  }
}

/** `promise`, or a rejection after `ms`: a probe must answer even when what it asks hangs. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
