import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { ChangeForumPostCommand } from './forum.commands.js';

/** PUT /api/frm_postagem/{id}: its author or a moderator. */
@CommandHandler(ChangeForumPostCommand)
export class ChangeForumPostHandler implements ICommandHandler<ChangeForumPostCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ForumAccessService,
  ) {}

  async execute({ id, txtPostagem, meta }: ChangeForumPostCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const topic = await this.access.readableTopicOfPost(caller, id);
    return this.pipeline.handle(meta, {
      stream: forumTopicStream(topic.codFrmTopico),
      decider: forumDecider,
      command: { type: 'ChangePost', codFrmPostagem: id, txtPostagem, by: this.access.actor(caller, topic) },
    });
  }
}
