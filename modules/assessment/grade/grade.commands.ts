import { Command } from '@nestjs/cqrs';
import type { AssignGradesInput, ChangeGradesInput } from '@school/modules/assessment';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_nota (assign-grade): a student's grades in one activity, the whole sheet at once. */
export class AssignGradesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: AssignGradesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /bse_nota/updateMany/{ids} (change-grade): new values for grades of one sheet, all or none. */
export class ChangeGradesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly ids: number[],
    readonly input: ChangeGradesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
