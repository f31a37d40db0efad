import { Command } from '@nestjs/cqrs';
import type { ActivityInput, QuestionInput } from '@school/modules/assessment';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_atividade: answers 1, and the new id to a caller on the bus (the demo seed). */
export class CreateActivityCommand extends Command<WriteResult<number, { codBseAtividade: number }>> {
  constructor(
    readonly input: ActivityInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /bse_atividade/{id}: trail, chapters, name and description. */
export class ChangeActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: ActivityInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /bse_atividade/{id}: the activity and its questions leave the lists; answers and grades stay. */
export class DeleteActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /bse_questao: answers 1, and the new id to a caller on the bus. */
export class AddQuestionCommand extends Command<WriteResult<number, { codBseQuestao: number }>> {
  constructor(
    readonly input: QuestionInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /bse_questao/{id}: the whole question again (its activity cannot change). */
export class ChangeQuestionCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: QuestionInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /bse_questao/{id}. */
export class RemoveQuestionCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
