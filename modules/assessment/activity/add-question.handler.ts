import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream, type QuestionInput } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { sanitizedQuestion } from './question.input.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /bse_questao: answers 1, and the new id to a caller on the bus. */
export class AddQuestionCommand extends Command<WriteResult<number, { codBseQuestao: number }>> {
  constructor(
    readonly input: QuestionInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
