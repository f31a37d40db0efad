import { Command } from '@nestjs/cqrs';
import type { SubmitAnswersInput } from '@school/modules/assessment';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_questao_resposta (submit-answers): every answer of one class activity, once. */
export class SubmitAnswersCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: SubmitAnswersInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
