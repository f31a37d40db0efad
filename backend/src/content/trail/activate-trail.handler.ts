import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { ActivateTrailCommand, type TrailWriteResult } from './trail.commands.js';

/**
 * PUT /api/trl_livro/ativarLivro/{id}: marks the catalogue's trail active (indAtivo 'S'), once.
 * Activating a trail for a class is the class-book link's (decision 0025).
 */
@CommandHandler(ActivateTrailCommand)
export class ActivateTrailHandler implements ICommandHandler<ActivateTrailCommand, TrailWriteResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: ActivateTrailCommand): Promise<TrailWriteResult> {
    const result = await this.pipeline.run({
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'ActivateTrail', codTrlLivro: id },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position), { codTrlLivro: id });
  }
}
