import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { EditPostCommand } from './post.commands.js';
import { sanitizedPost } from './post-input.parser.js';

/** PUT /api/bse_postagem/{id}. */
@CommandHandler(EditPostCommand)
export class EditPostHandler implements ICommandHandler<EditPostCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: EditPostCommand): Promise<WriteResult<number>> {
    const result = await this.pipeline.run({
      stream: postStream(id),
      decider: postDecider,
      command: { type: 'EditPost', fields: sanitizedPost(input) },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
