import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  calendarEventDecider,
  type CalendarEventInput,
  calendarEventStream,
} from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { CalendarAudienceService } from './calendar-audience.service.js';

/** POST /cld_calendario: answers 1, and the new id to a caller on the bus. */
export class CreateCalendarEventCommand extends Command<WriteResult<number, { codCldCalendario: number }>> {
  constructor(
    readonly input: CalendarEventInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/cld_calendario: an event of its creator, seen where the creator is (decision 0031). */
@CommandHandler(CreateCalendarEventCommand)
export class CreateCalendarEventHandler implements ICommandHandler<
  CreateCalendarEventCommand,
  WriteResult<number, { codCldCalendario: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly audience: CalendarAudienceService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: CreateCalendarEventCommand) {
    const caller = callerOf(meta);
    const { fields, classIsTheirs } = await this.audience.fieldsFor(caller, input);
    const user = await findUser(this.db, caller.userId);
    const codCldCalendario = await this.ids.next('calendar_event');
    return this.pipeline.handle(meta, {
      stream: calendarEventStream(codCldCalendario),
      decider: calendarEventDecider,
      command: {
        type: 'CreateCalendarEvent',
        codCldCalendario,
        fields,
        classIsTheirs,
        creator: {
          codBseUsuario: caller.userId,
          nomUsuario: user?.nomUsuario ?? caller.login,
          cstLogin: caller.login,
          codBsePerfil: caller.profile,
        },
      },
      expectNew: true,
      extra: { codCldCalendario },
    });
  }
}
