import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { DeletePostCommand } from './post.commands.js';

/** DELETE /api/bse_postagem/{id}: the post leaves the list; its events stay. */
@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, meta }: DeletePostCommand): Promise<WriteResult<number>> {
    const result = await this.pipeline.run({
      stream: postStream(id),
      decider: postDecider,
      command: { type: 'DeletePost' },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
