import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TrailWriter } from './trail-writer.service.js';
import type { TrailWriteResult } from './create-trail.handler.js';
import type { TrailInput } from '@school/modules/content';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class RenameTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly input: TrailInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/trl_livro/{id}: a new title (the same title appends nothing). */
@CommandHandler(RenameTrailCommand)
export class RenameTrailHandler implements ICommandHandler<RenameTrailCommand, TrailWriteResult> {
  constructor(private readonly trails: TrailWriter) {}

  execute({ id, input, meta }: RenameTrailCommand): Promise<TrailWriteResult> {
    return this.trails.write(meta, id, { type: 'RenameTrail', codTrlLivro: id, dscTitulo: input.dscTitulo });
  }
}
