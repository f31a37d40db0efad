import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /bse_atividade/{id}: the activity and its questions leave the lists; answers and grades stay. */
export class DeleteActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/bse_atividade/{id}: the activity and its questions leave every list; its events stay. */
@CommandHandler(DeleteActivityCommand)
export class DeleteActivityHandler implements ICommandHandler<DeleteActivityCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: DeleteActivityCommand): Promise<WriteResult<number>> {
    return this.pipeline.handle(meta, {
      stream: activityStream(id),
      decider: activityDecider,
      command: { type: 'DeleteActivity' },
    });
  }
}
