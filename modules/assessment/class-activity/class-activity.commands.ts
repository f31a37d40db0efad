import { Command } from '@nestjs/cqrs';
import type { AddClassActivitiesInput } from '@school/modules/assessment';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_atividade_turma: the selected activities for one of the Professor's classes, all or none. */
export class AddClassActivitiesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: AddClassActivitiesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /bse_atividade_turma/{id} (indAtivo): open the activity to answers, or close it. */
export class SetClassActivityActiveCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly active: boolean,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /bse_atividade_turma/{id}: the activity leaves the class's list; answers and grades stay. */
export class RemoveClassActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
