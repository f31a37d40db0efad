import type { SupportRequest, SupportRequestInput } from '@school/modules/support';
import type { WriteResult } from '../commands/write-result.js';
import type { RequestMeta } from '../http/request-meta.js';

export class RequestSupportCommand {
  constructor(
    readonly input: SupportRequestInput,
    readonly meta: RequestMeta,
  ) {}
}

export class DeleteSupportRequestCommand {
  constructor(
    /** 0 is accepted here so that the decider can refuse it ("row 0 has no delete"). */
    readonly id: number,
    readonly meta: RequestMeta,
  ) {}
}

export type RequestSupportResult = WriteResult<SupportRequest>;
export type DeleteSupportRequestResult = WriteResult<1>;
