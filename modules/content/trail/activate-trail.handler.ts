import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import type { TrailWriteResult } from './create-trail.handler.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class ActivateTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_livro/ativarLivro/{id}: marks the catalogue's trail active (indAtivo 'S'), once.
 * Activating a trail for a class is the class-book link's (decision 0025).
 */
@CommandHandler(ActivateTrailCommand)
export class ActivateTrailHandler implements ICommandHandler<ActivateTrailCommand, TrailWriteResult> {
  constructor(private readonly trails: TrailWriter) {}

  execute({ id, meta }: ActivateTrailCommand): Promise<TrailWriteResult> {
    return this.trails.write(meta, id, { type: 'ActivateTrail', codTrlLivro: id });
  }
}
