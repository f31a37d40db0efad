import type { CurrentClass } from '@school/modules/organization';
import type { WriteResult } from '../../commands/write-result.js';
import type { RequestMeta } from '../../http/request-meta.js';

/** The caller's current class switch. */
export class ChooseCurrentClassCommand {
  constructor(
    readonly classId: number,
    readonly meta: RequestMeta,
  ) {}
}

export type CurrentClassResult = WriteResult<CurrentClass>;
