import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarFeedDecider, calendarFeedStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

/** POST /cld_calendario/feed/revogar: every feed address given before stops working. */
export class RevokeCalendarFeedCommand extends Command<WriteResult<number>> {
  constructor(readonly meta: RequestMeta) {
    super();
  }
}

/** POST /api/cld_calendario/feed/revogar: answers the new version. */
@CommandHandler(RevokeCalendarFeedCommand)
export class RevokeCalendarFeedHandler implements ICommandHandler<
  RevokeCalendarFeedCommand,
  WriteResult<number>
> {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute({ meta }: RevokeCalendarFeedCommand): Promise<WriteResult<number>> {
    const { userId } = callerOf(meta);
    return this.pipeline.handle(meta, {
      stream: calendarFeedStream(userId),
      decider: calendarFeedDecider,
      command: { type: 'RevokeCalendarFeed', codBseUsuario: userId },
      answer: ({ state }) => state.versao,
    });
  }
}
