import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /frm_postagem/{id}: by its author or a moderator. */
export class DeleteForumPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/frm_postagem/{id}: its author or a moderator. */
@CommandHandler(DeleteForumPostCommand)
export class DeleteForumPostHandler implements ICommandHandler<DeleteForumPostCommand, WriteResult<number>> {
  constructor(private readonly topics: ForumTopicWriter) {}

  execute({ id, meta }: DeleteForumPostCommand): Promise<WriteResult<number>> {
    return this.topics.write(meta, { post: id }, (by) => ({ type: 'DeletePost', codFrmPostagem: id, by }));
  }
}
