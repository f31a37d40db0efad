import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { RenameTrailCommand, type TrailWriteResult } from './trail.commands.js';

/** PUT /api/trl_livro/{id}: a new title (the same title appends nothing). */
@CommandHandler(RenameTrailCommand)
export class RenameTrailHandler implements ICommandHandler<RenameTrailCommand, TrailWriteResult> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: RenameTrailCommand): Promise<TrailWriteResult> {
    return this.pipeline.handle(meta, {
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'RenameTrail', codTrlLivro: id, dscTitulo: input.dscTitulo },
      extra: { codTrlLivro: id },
    });
  }
}
