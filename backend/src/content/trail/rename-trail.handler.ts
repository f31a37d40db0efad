import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { RenameTrailCommand, type TrailWriteResult } from './trail.commands.js';

/** PUT /api/trl_livro/{id}: a new title (the same title appends nothing). */
@CommandHandler(RenameTrailCommand)
export class RenameTrailHandler implements ICommandHandler<RenameTrailCommand, TrailWriteResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: RenameTrailCommand): Promise<TrailWriteResult> {
    const result = await this.pipeline.run({
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'RenameTrail', codTrlLivro: id, dscTitulo: input.dscTitulo },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position), { codTrlLivro: id });
  }
}
