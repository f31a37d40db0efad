import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { DeletePostCommand } from './post.commands.js';

/** DELETE /api/bse_postagem/{id}: the post leaves the list; its events stay. */
@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: DeletePostCommand): Promise<WriteResult<number>> {
    return this.pipeline.handle(meta, {
      stream: postStream(id),
      decider: postDecider,
      command: { type: 'DeletePost' },
    });
  }
}
