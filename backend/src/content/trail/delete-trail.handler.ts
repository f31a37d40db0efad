import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { DeleteTrailCommand, type TrailWriteResult } from './trail.commands.js';

/**
 * DELETE /api/trl_livro/{id}: a trail without chapters. One with chapters is refused (409
 * "trail.hasChapters"), decided on the trail's stream, where chapters are born: none can slip in.
 */
@CommandHandler(DeleteTrailCommand)
export class DeleteTrailHandler implements ICommandHandler<DeleteTrailCommand, TrailWriteResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: DeleteTrailCommand): Promise<TrailWriteResult> {
    return this.pipeline.handle(meta, {
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'DeleteTrail', codTrlLivro: id },
      extra: { codTrlLivro: id },
    });
  }
}
