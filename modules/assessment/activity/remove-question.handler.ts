import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { findQuestion } from '@school/projections/activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { found } from '@school/backend/http/params';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /bse_questao/{id}. */
export class RemoveQuestionCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/bse_questao/{id} ("A questão foi apagada com sucesso"): answers given to it stay in their events. */
@CommandHandler(RemoveQuestionCommand)
export class RemoveQuestionHandler implements ICommandHandler<RemoveQuestionCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: RemoveQuestionCommand): Promise<WriteResult<number>> {
    const question = found(await findQuestion(this.db, id));
    return this.pipeline.handle(meta, {
      stream: activityStream(question.codBseAtividade),
      decider: activityDecider,
      command: { type: 'RemoveQuestion', codBseQuestao: id },
    });
  }
}
