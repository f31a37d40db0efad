import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, type ForumTopicInput, forumTopicStream } from '@school/modules/community';
import { Profile } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ForumAccessService } from './forum-access.service.js';
import { ForumNotifier } from './forum-notifier.service.js';

/** POST /frm_topico (profiles 1 to 3): answers 1. */
export class OpenTopicCommand extends Command<WriteResult<number, { codFrmTopico: number }>> {
  constructor(
    readonly input: ForumTopicInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/frm_topico: a topic of the creator's school (the Master's: the network's); once read
 * models hold it, its readers are told (`forum:topic`) and their room's list reloads.
 */
@CommandHandler(OpenTopicCommand)
export class OpenTopicHandler implements ICommandHandler<
  OpenTopicCommand,
  WriteResult<number, { codFrmTopico: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly access: ForumAccessService,
    private readonly notifier: ForumNotifier,
  ) {}

  async execute({ input, meta }: OpenTopicCommand) {
    const caller = callerOf(meta);
    const autor = await this.access.author(caller);
    const codFrmTopico = await this.ids.next('forum_topic');
    const codBseEscola = caller.profile === Profile.Master ? null : caller.schoolId;
    const written = await this.pipeline.handle(meta, {
      stream: forumTopicStream(codFrmTopico),
      decider: forumDecider,
      command: { type: 'OpenTopic', codFrmTopico, ...input, codBseEscola, autor },
      expectNew: true,
      extra: { codFrmTopico },
    });
    this.notifier.topicChanged({ codFrmTopico, codFrmSala: input.codFrmSala, codBseEscola }, 'opened');
    return written;
  }
}
