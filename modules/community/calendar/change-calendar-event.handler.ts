import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  calendarEventDecider,
  type CalendarEventInput,
  calendarEventStream,
} from '@school/modules/community';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { CalendarAudienceService } from './calendar-audience.service.js';

/** PUT /cld_calendario/{id}: the whole event again, by its creator. */
export class ChangeCalendarEventCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: CalendarEventInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/cld_calendario/{id}: by its creator only. An event the caller cannot see answers 404
 * like a missing one; one it sees but did not create, 403 "Não foi você que criou.".
 */
@CommandHandler(ChangeCalendarEventCommand)
export class ChangeCalendarEventHandler implements ICommandHandler<
  ChangeCalendarEventCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly audience: CalendarAudienceService,
  ) {}

  async execute({ id, input, meta }: ChangeCalendarEventCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    await this.audience.assertVisible(caller.userId, id);
    const { fields, classIsTheirs } = await this.audience.fieldsFor(caller, input);
    return this.pipeline.handle(meta, {
      stream: calendarEventStream(id),
      decider: calendarEventDecider,
      command: { type: 'ChangeCalendarEvent', fields, by: caller.userId, classIsTheirs },
    });
  }
}
