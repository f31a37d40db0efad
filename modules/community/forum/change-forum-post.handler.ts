import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import { ChangeForumPostCommand } from './forum.commands.js';

/** PUT /api/frm_postagem/{id}: its author or a moderator. */
@CommandHandler(ChangeForumPostCommand)
export class ChangeForumPostHandler implements ICommandHandler<ChangeForumPostCommand, WriteResult<number>> {
  constructor(private readonly topics: ForumTopicWriter) {}

  execute({ id, txtPostagem, meta }: ChangeForumPostCommand): Promise<WriteResult<number>> {
    return this.topics.write(meta, { post: id }, (by) => ({
      type: 'ChangePost',
      codFrmPostagem: id,
      txtPostagem,
      by,
    }));
  }
}
