import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ForumTopicWriter } from './forum-topic-writer.service.js';
import type { ForumTopicChange } from '@school/modules/community';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** PUT /frm_topico/{id}: title, message, and closing; by its author or a moderator. */
export class ChangeTopicCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: ForumTopicChange,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/frm_topico/{id}: its author or a moderator changes or closes it; its readers are told. */
@CommandHandler(ChangeTopicCommand)
export class ChangeTopicHandler implements ICommandHandler<ChangeTopicCommand, WriteResult<number>> {
  constructor(private readonly topics: ForumTopicWriter) {}

  execute({ id, input, meta }: ChangeTopicCommand): Promise<WriteResult<number>> {
    const close = input.indFechado === 'S';
    return this.topics.write(
      meta,
      { topic: id },
      (by) => ({ type: 'ChangeTopic', txtTopico: input.txtTopico, dscTopico: input.dscTopico, close, by }),
      (before) => (close && before.indFechado !== 'S' ? 'closed' : 'changed'),
    );
  }
}
