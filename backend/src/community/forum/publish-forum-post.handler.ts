import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  FORUM_POST_EVENT,
  type ForumPostNotice,
  forumDecider,
  forumTopicStream,
} from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { IdAllocator } from '../../commands/id-allocator.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { EVERYONE_ROOM, profileRoom, RealtimeService, schoolRoom } from '../../realtime/realtime.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { PublishForumPostCommand } from './forum.commands.js';

/**
 * POST /api/frm_postagem: a reply in an open topic the caller reads. Replies are facts without
 * a race worth refusing (many students answer at once), so they append without conflict; once
 * read models hold it, the topic's readers are told (`forum:post`) to reload.
 */
@CommandHandler(PublishForumPostCommand)
export class PublishForumPostHandler implements ICommandHandler<
  PublishForumPostCommand,
  WriteResult<number, { codFrmPostagem: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly access: ForumAccessService,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
  ) {}

  async execute({ input, meta }: PublishForumPostCommand) {
    const caller = callerOf(meta);
    const topic = await this.access.readableTopic(caller, input.codFrmTopico);
    const autor = await this.access.author(caller);
    const codFrmPostagem = await this.ids.next('forum_post');
    const written = await this.pipeline.handle(meta, {
      stream: forumTopicStream(topic.codFrmTopico),
      decider: forumDecider,
      command: { type: 'PublishPost', codFrmPostagem, txtPostagem: input.txtPostagem, autor },
      noConflict: true,
      extra: { codFrmPostagem },
    });
    const notice: ForumPostNotice = { codFrmTopico: topic.codFrmTopico, codFrmPostagem };
    if (topic.codBseEscola === null) this.realtime.broadcast(EVERYONE_ROOM, FORUM_POST_EVENT, notice);
    else {
      this.realtime.broadcast(schoolRoom(topic.codBseEscola), FORUM_POST_EVENT, notice);
      this.realtime.broadcast(profileRoom(1), FORUM_POST_EVENT, notice);
    }
    return written;
  }
}
