import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarFeedDecider, calendarFeedStream } from '@school/modules/community';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { RevokeCalendarFeedCommand } from './calendar.commands.js';

/** POST /api/cld_calendario/feed/revogar: answers the new version. */
@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<
  RevokeCalendarFeedCommand,
  WriteResult<number>
> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ meta }: RevokeCalendarFeedCommand): Promise<WriteResult<number>> {
    const { userId } = callerOf(meta);
    const result = await this.pipeline.run({
      stream: calendarFeedStream(userId),
      decider: calendarFeedDecider,
      command: { type: 'RevokeCalendarFeed', codBseUsuario: userId },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(result.state.versao, await this.pipeline.settle(result.position));
  }
}
