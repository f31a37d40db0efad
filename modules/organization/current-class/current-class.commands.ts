import { Command } from '@nestjs/cqrs';
import type { CurrentClass } from '@school/modules/organization';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

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
