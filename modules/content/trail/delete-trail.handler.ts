import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import type { TrailWriteResult } from './create-trail.handler.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class DeleteTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
