import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /bse_postagem/{id}. */
export class DeletePostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
