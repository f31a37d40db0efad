import { Module } from '@nestjs/common';
import { DataCopiesModule } from '../data-request/data-copies.module.js';
import { ErasureCompletion } from '../erasure-completion.service.js';
import { AccessLogRetention } from './access-log-retention.service.js';
import { DataRequestRetention } from './data-request-retention.service.js';
import { RetentionProcessor } from './retention.processor.js';

/**
 * The upkeep of personal data (decision 0061): the daily job that ends unfinished erasures and
 * drops the access log and the data requests past their retention. Needs CONFIG,
 * CommandPipeline and ProjectionEngine from a global module and JobsModule or WorkerJobsModule
 * (global) for JobQueues and JobWorkers; the standalone worker imports it too, and the privacy
 * module for ErasureCompletion.
 */
@Module({
  imports: [DataCopiesModule],
  providers: [ErasureCompletion, AccessLogRetention, DataRequestRetention, RetentionProcessor],
  exports: [ErasureCompletion, AccessLogRetention, DataRequestRetention, RetentionProcessor],
})
export class RetentionModule {}
