import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DeleteActivityCommand } from './activity.commands.js';

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
