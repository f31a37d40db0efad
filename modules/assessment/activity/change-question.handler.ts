import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream, type QuestionInput } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { sanitizedQuestion } from './question.input.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

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

/** PUT /api/bse_questao/{id}: the whole question again, decided on its activity's stream. */
@CommandHandler(ChangeQuestionCommand)
export class ChangeQuestionHandler implements ICommandHandler<ChangeQuestionCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: ChangeQuestionCommand): Promise<WriteResult<number>> {
    return this.pipeline.handle(meta, {
      stream: activityStream(input.codBseAtividade),
      decider: activityDecider,
      command: { type: 'ChangeQuestion', question: sanitizedQuestion(id, input) },
    });
  }
}
