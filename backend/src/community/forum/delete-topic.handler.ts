import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { DeleteTopicCommand } from './forum.commands.js';

/** DELETE /api/frm_topico/{id}: the topic and its posts leave the forum. */
@CommandHandler(DeleteTopicCommand)
export class DeleteTopicHandler implements ICommandHandler<DeleteTopicCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ForumAccessService,
  ) {}

  async execute({ id, meta }: DeleteTopicCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const topic = await this.access.readableTopic(caller, id);
    return this.pipeline.handle(meta, {
      stream: forumTopicStream(id),
      decider: forumDecider,
      command: { type: 'DeleteTopic', by: this.access.actor(caller, topic) },
    });
  }
}
