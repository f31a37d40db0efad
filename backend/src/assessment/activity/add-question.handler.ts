import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { IdAllocator } from '../../commands/id-allocator.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { AddQuestionCommand } from './activity.commands.js';
import { sanitizedQuestion } from './question-input.parser.js';

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
    const result = await this.pipeline.run({
      stream: activityStream(input.codBseAtividade),
      decider: activityDecider,
      command: { type: 'AddQuestion', question },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position), { codBseQuestao });
  }
}
