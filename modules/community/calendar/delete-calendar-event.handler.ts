import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarEventDecider, calendarEventStream } from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { CalendarAudienceService } from './calendar-audience.service.js';

/** DELETE /cld_calendario/{id}, by its creator. */
export class DeleteCalendarEventCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/cld_calendario/{id}: by its creator only (the same answers as a change). */
@CommandHandler(DeleteCalendarEventCommand)
export class DeleteCalendarEventHandler implements ICommandHandler<
  DeleteCalendarEventCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly audience: CalendarAudienceService,
  ) {}

  async execute({ id, meta }: DeleteCalendarEventCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    await this.audience.assertVisible(caller.userId, id);
    return this.pipeline.handle(meta, {
      stream: calendarEventStream(id),
      decider: calendarEventDecider,
      command: { type: 'DeleteCalendarEvent', by: caller.userId },
    });
  }
}
