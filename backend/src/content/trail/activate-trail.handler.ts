import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { ActivateTrailCommand, type TrailWriteResult } from './trail.commands.js';

/**
 * PUT /api/trl_livro/ativarLivro/{id}: marks the catalogue's trail active (indAtivo 'S'), once.
 * Activating a trail for a class is the class-book link's (decision 0025).
 */
@CommandHandler(ActivateTrailCommand)
export class ActivateTrailHandler implements ICommandHandler<ActivateTrailCommand, TrailWriteResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: ActivateTrailCommand): Promise<TrailWriteResult> {
    return this.pipeline.handle(meta, {
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'ActivateTrail', codTrlLivro: id },
      extra: { codTrlLivro: id },
    });
  }
}
