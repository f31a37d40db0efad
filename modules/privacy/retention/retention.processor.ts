import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { JobWorkers, type JobProcessor } from '@school/backend/jobs/job-workers.service';
import type { RequestedJobData } from '@school/backend/jobs/queues';
import { DataCopyProcessor } from '../data-request/data-copy.processor.js';
import { ErasureCompletion, type ErasureCompletionResult } from '../erasure-completion.service.js';
import { AccessLogRetention } from './access-log-retention.service.js';
import { DataRequestRetention } from './data-request-retention.service.js';

/** The schedule's id, from when the access log was its only step: kept, so an installation keeps one schedule. */
const SCHEDULER_ID = 'access-log-retention';
const DAY = 24 * 3600 * 1000;

/** A system job: requester 0 is nobody, so no socket hears of it. */
export type RetentionData = RequestedJobData;

export interface RetentionResult {
  erasures: ErasureCompletionResult;
  /** The month before which the access log was dropped, null when nothing was due. */
  accessLogExpiredBefore: string | null;
  /** How many data requests were dropped. */
  dataRequestsExpired: number;
  /** How many copies (dados.zip) past their COPY_KEPT_DAYS were removed from the files. */
  copiesRemoved: number;
}

/**
 * The daily upkeep of personal data (decision 0061), one repeatable BullMQ job: erasures left
 * unfinished are ended (`ErasureCompletion`), the access log's months past
 * ACCESS_LOG_RETENTION_MONTHS dropped (`AccessLogRetention`) and the data requests answered five
 * years ago dropped (`DataRequestRetention`), the copies past their seven days removed from the
 * files (a copy job also sweeps them, but a quiet school may ask for none for months). Every step is idempotent and runs even when an
 * earlier one failed; the job fails when one did, and the next run tries it again.
 */
@Injectable()
export class RetentionProcessor
  implements JobProcessor<RetentionData, RetentionResult>, OnModuleInit, OnApplicationBootstrap
{
  readonly queue = 'privacy-retention' as const;
  readonly concurrency = 1;

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ErasureCompletion) private readonly erasures: ErasureCompletion,
    @Inject(AccessLogRetention) private readonly accessLog: AccessLogRetention,
    @Inject(DataRequestRetention) private readonly dataRequests: DataRequestRetention,
    @Inject(DataCopyProcessor) private readonly copies: DataCopyProcessor,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  /** Every process that runs workers (re)declares the one schedule; BullMQ keeps it once by id. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.workers.enabled) return;
    await this.queues.schedule(this.queue, SCHEDULER_ID, DAY, 'expire', 'the retention of personal data');
  }

  process(): Promise<RetentionResult> {
    return this.run(new Date());
  }

  /** Every step at `now` (the job's clock; a test passes a later one). */
  async run(now: Date): Promise<RetentionResult> {
    let failure: unknown = null;
    const step = async <T>(work: () => Promise<T>, otherwise: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        failure ??= error;
        return otherwise;
      }
    };
    const result: RetentionResult = {
      erasures: await step(() => this.erasures.completeUnfinished(now), { completed: 0, abandoned: 0 }),
      accessLogExpiredBefore: (await step(() => this.accessLog.expire(now), { expiredBefore: null }))
        .expiredBefore,
      dataRequestsExpired: (await step(() => this.dataRequests.expire(now), { expired: 0 })).expired,
      copiesRemoved: await step(() => this.copies.sweep(now), 0),
    };
    if (failure) throw failure;
    return result;
  }
}
