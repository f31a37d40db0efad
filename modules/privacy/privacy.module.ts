import { Module } from '@nestjs/common';
import { IdentityModule } from '@school/modules/identity/server';
import { DataCopiesModule } from './data-request/data-copies.module.js';
import { DataRequestsController } from './data-request/data-requests.controller.js';
import { DataRequestsReader } from './data-request/data-requests.reader.js';
import { RecordDataRequestHandler } from './data-request/record-data-request.handler.js';
import { RetentionModule } from './retention/retention.module.js';

/** Privacy (issue 32): data requests on record, copies of one person's data and erasures. */
@Module({
  imports: [IdentityModule, DataCopiesModule, RetentionModule],
  controllers: [DataRequestsController],
  providers: [RecordDataRequestHandler, DataRequestsReader],
})
export class PrivacyModule {}
