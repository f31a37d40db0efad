import { Inject, Injectable } from '@nestjs/common';
import { JobQueues } from './job-queues.service.js';
import { RUN_WORKERS } from './job-workers.service.js';
import { QUEUE_NAMES } from './queues.js';

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
    try {
      const counts = await withTimeout(
        Promise.all(
          QUEUE_NAMES.map((name) => this.queues.get(name).getJobCounts('waiting', 'active', 'failed')),
        ),
        timeoutMs,
      );
      const sum = (key: string) => counts.reduce((total, c) => total + (c[key] ?? 0), 0);
      return {
        redis: 'up',
        waiting: sum('waiting'),
        active: sum('active'),
        failed: sum('failed'),
        workerInline: this.workerInline,
      };
    } catch {
      return { redis: 'down', waiting: null, active: null, failed: null, workerInline: this.workerInline };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
