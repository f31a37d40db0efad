import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { DeleteForumPostCommand } from './forum.commands.js';

/** DELETE /api/frm_postagem/{id}: its author or a moderator. */
@CommandHandler(DeleteForumPostCommand)
export class DeleteForumPostHandler implements ICommandHandler<DeleteForumPostCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ForumAccessService,
  ) {}

  async execute({ id, meta }: DeleteForumPostCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const topic = await this.access.readableTopicOfPost(caller, id);
    return this.pipeline.handle(meta, {
      stream: forumTopicStream(topic.codFrmTopico),
      decider: forumDecider,
      command: { type: 'DeletePost', codFrmPostagem: id, by: this.access.actor(caller, topic) },
    });
  }
}
