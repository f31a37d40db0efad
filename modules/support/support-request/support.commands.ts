import { Command } from '@nestjs/cqrs';
import type { SupportRequest, SupportRequestInput } from '@school/modules/support';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class RequestSupportCommand extends Command<RequestSupportResult> {
  constructor(
    readonly input: SupportRequestInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteSupportRequestCommand extends Command<DeleteSupportRequestResult> {
  constructor(
    /** 0 is accepted here so that the decider can refuse it ("row 0 has no delete"). */
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type RequestSupportResult = WriteResult<SupportRequest>;
export type DeleteSupportRequestResult = WriteResult<1>;
