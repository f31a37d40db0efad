import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
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
    const result = await this.pipeline.run({
      stream: forumTopicStream(topic.codFrmTopico),
      decider: forumDecider,
      command: { type: 'ChangePost', codFrmPostagem: id, txtPostagem, by: this.access.actor(caller, topic) },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
