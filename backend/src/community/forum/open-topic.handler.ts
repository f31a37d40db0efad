import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { Profile } from '@school/modules/kernel';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { IdAllocator } from '../../commands/id-allocator.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { OpenTopicCommand } from './forum.commands.js';

/** POST /api/frm_topico: a topic of the creator's school (the Master's: the network's). */
@CommandHandler(OpenTopicCommand)
export class OpenTopicHandler implements ICommandHandler<
  OpenTopicCommand,
  WriteResult<number, { codFrmTopico: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly access: ForumAccessService,
  ) {}

  async execute({ input, meta }: OpenTopicCommand) {
    const caller = callerOf(meta);
    const autor = await this.access.author(caller);
    const codFrmTopico = await this.ids.next('forum_topic');
    return this.pipeline.handle(meta, {
      stream: forumTopicStream(codFrmTopico),
      decider: forumDecider,
      command: {
        type: 'OpenTopic',
        codFrmTopico,
        ...input,
        codBseEscola: caller.profile === Profile.Master ? null : caller.schoolId,
        autor,
      },
      expectNew: true,
      extra: { codFrmTopico },
    });
  }
}
