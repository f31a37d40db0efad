import { Command } from '@nestjs/cqrs';
import type { CalendarEventInput } from '@school/modules/community';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /cld_calendario: answers 1, and the new id to a caller on the bus. */
export class CreateCalendarEventCommand extends Command<WriteResult<number, { codCldCalendario: number }>> {
  constructor(
    readonly input: CalendarEventInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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

/** DELETE /cld_calendario/{id}, by its creator. */
export class DeleteCalendarEventCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /cld_calendario/feed/revogar: every feed address given before stops working. */
export class RevokeCalendarFeedCommand extends Command<WriteResult<number>> {
  constructor(readonly meta: RequestMeta) {
    super();
  }
}
