import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** PUT /frm_postagem/{id}: by its author or a moderator. */
export class ChangeForumPostCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly txtPostagem: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
