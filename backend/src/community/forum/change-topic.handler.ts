import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forumDecider, forumTopicStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ForumAccessService } from './forum-access.service.js';
import { ChangeTopicCommand } from './forum.commands.js';

/** PUT /api/frm_topico/{id}: its author or a moderator changes or closes it. */
@CommandHandler(ChangeTopicCommand)
export class ChangeTopicHandler implements ICommandHandler<ChangeTopicCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: ForumAccessService,
  ) {}

  async execute({ id, input, meta }: ChangeTopicCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const topic = await this.access.readableTopic(caller, id);
    return this.pipeline.handle(meta, {
      stream: forumTopicStream(id),
      decider: forumDecider,
      command: {
        type: 'ChangeTopic',
        txtTopico: input.txtTopico,
        dscTopico: input.dscTopico,
        close: input.indFechado === 'S',
        by: this.access.actor(caller, topic),
      },
    });
  }
}
