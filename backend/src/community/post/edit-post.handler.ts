import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { EditPostCommand } from './post.commands.js';
import { sanitizedPost } from './post-input.parser.js';

/** PUT /api/bse_postagem/{id}. */
@CommandHandler(EditPostCommand)
export class EditPostHandler implements ICommandHandler<EditPostCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ id, input, meta }: EditPostCommand): Promise<WriteResult<number>> {
    return this.pipeline.handle(meta, {
      stream: postStream(id),
      decider: postDecider,
      command: { type: 'EditPost', fields: sanitizedPost(input) },
    });
  }
}
