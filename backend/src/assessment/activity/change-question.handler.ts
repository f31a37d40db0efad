import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { ChangeQuestionCommand } from './activity.commands.js';
import { sanitizedQuestion } from './question-input.parser.js';

/** PUT /api/bse_questao/{id}: the whole question again, decided on its activity's stream. */
@CommandHandler(ChangeQuestionCommand)
export class ChangeQuestionHandler implements ICommandHandler<ChangeQuestionCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: ChangeQuestionCommand): Promise<WriteResult<number>> {
    const result = await this.pipeline.run({
      stream: activityStream(input.codBseAtividade),
      decider: activityDecider,
      command: { type: 'ChangeQuestion', question: sanitizedQuestion(id, input) },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
