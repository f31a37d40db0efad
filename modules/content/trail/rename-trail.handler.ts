import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import { RenameTrailCommand, type TrailWriteResult } from './trail.commands.js';

/** PUT /api/trl_livro/{id}: a new title (the same title appends nothing). */
@CommandHandler(RenameTrailCommand)
export class RenameTrailHandler implements ICommandHandler<RenameTrailCommand, TrailWriteResult> {
  constructor(private readonly trails: TrailWriter) {}

  execute({ id, input, meta }: RenameTrailCommand): Promise<TrailWriteResult> {
    return this.trails.write(meta, id, { type: 'RenameTrail', codTrlLivro: id, dscTitulo: input.dscTitulo });
  }
}
