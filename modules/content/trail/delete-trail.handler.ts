import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import { DeleteTrailCommand, type TrailWriteResult } from './trail.commands.js';

/**
 * DELETE /api/trl_livro/{id}: a trail without chapters. One with chapters is refused (409
 * "trail.hasChapters"), decided on the trail's stream, where chapters are born: none can slip in.
 */
@CommandHandler(DeleteTrailCommand)
export class DeleteTrailHandler implements ICommandHandler<DeleteTrailCommand, TrailWriteResult> {
  constructor(private readonly trails: TrailWriter) {}

  execute({ id, meta }: DeleteTrailCommand): Promise<TrailWriteResult> {
    return this.trails.write(meta, id, { type: 'DeleteTrail', codTrlLivro: id });
  }
}
