import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, type PostInput, postStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { sanitizedPost } from './post.input.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** PUT /bse_postagem/{id}: category, title and body again. */
export class EditPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: PostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
