import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /frm_topico/{id}: the topic and its posts; by its author or a moderator. */
export class DeleteTopicCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/frm_topico/{id}: the topic and its posts leave the forum; its readers are told. */
@CommandHandler(DeleteTopicCommand)
export class DeleteTopicHandler implements ICommandHandler<DeleteTopicCommand, WriteResult<number>> {
  constructor(private readonly topics: ForumTopicWriter) {}

  execute({ id, meta }: DeleteTopicCommand): Promise<WriteResult<number>> {
    return this.topics.write(
      meta,
      { topic: id },
      (by) => ({ type: 'DeleteTopic', by }),
      () => 'deleted',
    );
  }
}
