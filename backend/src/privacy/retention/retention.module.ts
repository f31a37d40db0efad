import { Module } from '@nestjs/common';
import { AccessLogRetentionProcessor } from './access-log-retention.processor.js';

/**
 * The retention of personal data (decision 0061): the access log's daily job. Needs CONFIG,
 * CommandPipeline and ProjectionEngine from a global module and JobsModule or WorkerJobsModule
 * (global) for JobQueues and JobWorkers; the standalone worker imports it too.
 */
@Module({ providers: [AccessLogRetentionProcessor], exports: [AccessLogRetentionProcessor] })
export class RetentionModule {}
