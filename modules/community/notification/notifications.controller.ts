import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type MarkNotificationsRead,
  markNotificationsReadSchema,
  type NotificationListQuery,
  notificationListSchema,
  type NotificationPage,
} from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { notificationsOf } from '@school/projections/notification';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { Route } from '@school/backend/http/route';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { MarkNotificationsReadCommand } from './mark-notifications-read.handler.js';

/** The header's bell (decision 0065): the caller's own notifications, and marking them read. */
@ApiTags('Notificações')
@ApiBearerAuth()
@Controller('notificacoes')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'notifications.own',
    'The caller’s notifications of the last 90 days, newest first, a page at a time: ' +
      '`{itens: [{id, tipo, registro, codBseTurma, lida, criadaEm}], total, naoLidas}`. ' +
      'The user’s socket hears `notification:changed` when they change',
  )
  list(
    @ValidQuery(notificationListSchema) query: NotificationListQuery,
    @CurrentUser() caller: Caller,
  ): Promise<NotificationPage> {
    return notificationsOf(this.db, caller.userId, query);
  }

  @Route.post(
    'lidas',
    'notifications.own',
    'Marks notifications read: `{ids: [...]}` (the caller’s own among them) or `{todas: true}`. ' +
      'Answers how many were marked (another person’s, or one already read, is left out)',
    { schema: { type: 'integer', minimum: 0 } },
  )
  markRead(@ValidBody(markNotificationsReadSchema) body: MarkNotificationsRead, @Meta() meta: RequestMeta) {
    return this.commands.execute(new MarkNotificationsReadCommand(body, meta));
  }
}
