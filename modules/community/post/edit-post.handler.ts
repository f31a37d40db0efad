import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { EditPostCommand } from './post.commands.js';
import { sanitizedPost } from './post.input.js';

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
