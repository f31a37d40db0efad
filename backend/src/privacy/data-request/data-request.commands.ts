import { Command } from '@nestjs/cqrs';
import type { DataRequestCreated, DataRequestInput } from '@school/modules/privacy';
import type { WriteResult } from '../../commands/write-result.js';
import type { RequestMeta } from '../../http/request-meta.js';

/** POST /api/privacidade/solicitacoes: a copy or an erasure of one person's data, on record. */
export class RecordDataRequestCommand extends Command<WriteResult<DataRequestCreated>> {
  constructor(
    readonly input: DataRequestInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
