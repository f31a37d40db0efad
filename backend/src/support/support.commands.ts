import type { SupportRequest, SupportRequestInput } from '@school/modules/support';
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

/** What a write answers, and whether the desk's read model caught up in time. */
export interface SupportWriteResult<Answer> {
  answer: Answer;
  settled: boolean;
}

export type RequestSupportResult = SupportWriteResult<SupportRequest>;
export type DeleteSupportRequestResult = SupportWriteResult<1>;
