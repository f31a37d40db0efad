import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ChangeQuestionCommand } from './activity.commands.js';
import { sanitizedQuestion } from './question.input.js';

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
