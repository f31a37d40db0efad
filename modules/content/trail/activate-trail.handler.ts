import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import { ActivateTrailCommand, type TrailWriteResult } from './trail.commands.js';

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
