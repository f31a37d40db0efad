import { Command } from '@nestjs/cqrs';
import type { DataRequestCreated, DataRequestInput } from '@school/modules/privacy';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/privacidade/solicitacoes: a copy or an erasure of one person's data, on record. */
export class RecordDataRequestCommand extends Command<WriteResult<DataRequestCreated>> {
  constructor(
    readonly input: DataRequestInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
