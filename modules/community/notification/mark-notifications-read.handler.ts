import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type MarkNotificationsRead,
  notificationDecider,
  notificationStream,
} from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { unreadNotificationIds } from '@school/projections/notification';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

/** POST /notificacoes/lidas: some of the caller's notifications, or all, are read. */
export class MarkNotificationsReadCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: MarkNotificationsRead,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Marks the caller's own unread notifications among those named (all of them with `todas`):
 * another person's id, one already read or one past the days kept is left out, never refused,
 * so the answer (how many were marked) tells nothing of other people's notifications.
 */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<
  MarkNotificationsReadCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: MarkNotificationsReadCommand): Promise<WriteResult<number>> {
    const { userId } = callerOf(meta);
    const ids = await unreadNotificationIds(this.db, userId, 'ids' in input ? input.ids : undefined);
    return this.pipeline.handle(meta, {
      stream: notificationStream(userId),
      decider: notificationDecider,
      command: { type: 'MarkNotificationsRead', codBseUsuario: userId, ids },
      answer: ({ events }) => events.reduce((n, e) => n + e.data.ids.length, 0),
    });
  }
}
