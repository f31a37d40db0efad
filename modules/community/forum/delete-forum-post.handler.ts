import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import { DeleteForumPostCommand } from './forum.commands.js';

/** DELETE /api/frm_postagem/{id}: its author or a moderator. */
@CommandHandler(DeleteForumPostCommand)
export class DeleteForumPostHandler implements ICommandHandler<DeleteForumPostCommand, WriteResult<number>> {
  constructor(private readonly topics: ForumTopicWriter) {}

  execute({ id, meta }: DeleteForumPostCommand): Promise<WriteResult<number>> {
    return this.topics.write(meta, { post: id }, (by) => ({ type: 'DeletePost', codFrmPostagem: id, by }));
  }
}
