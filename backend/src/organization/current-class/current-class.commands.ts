import { Command } from '@nestjs/cqrs';
import type { CurrentClass } from '@school/modules/organization';
import type { WriteResult } from '../../commands/write-result.js';
import type { RequestMeta } from '../../http/request-meta.js';

/** The caller's current class switch. */
export class ChooseCurrentClassCommand extends Command<CurrentClassResult> {
  constructor(
    readonly classId: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type CurrentClassResult = WriteResult<CurrentClass>;
