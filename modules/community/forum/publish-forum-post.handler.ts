import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, type ForumPostInput, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ForumAccessService } from './forum-access.service.js';
import { ForumNotifier } from './forum-notifier.service.js';

/** POST /frm_postagem: a reply in an open topic the caller reads. */
export class PublishForumPostCommand extends Command<WriteResult<number, { codFrmPostagem: number }>> {
  constructor(
    readonly input: ForumPostInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
    private readonly notifier: ForumNotifier,
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
    this.notifier.posted(topic, { codFrmTopico: topic.codFrmTopico, codFrmPostagem });
    return written;
  }
}
