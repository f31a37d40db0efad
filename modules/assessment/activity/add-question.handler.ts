import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { AddQuestionCommand } from './activity.commands.js';
import { sanitizedQuestion } from './question.input.js';

/** POST /api/bse_questao: a question at the end of its activity, its statement sanitised. */
@CommandHandler(AddQuestionCommand)
export class AddQuestionHandler implements ICommandHandler<
  AddQuestionCommand,
  WriteResult<number, { codBseQuestao: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ input, meta }: AddQuestionCommand) {
    const codBseQuestao = await this.ids.next('question');
    const question = sanitizedQuestion(codBseQuestao, input);
    return this.pipeline.handle(meta, {
      stream: activityStream(input.codBseAtividade),
      decider: activityDecider,
      command: { type: 'AddQuestion', question },
      extra: { codBseQuestao },
    });
  }
}
