import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { NOTIFICATION_SOCKET_EVENT, type NotificationEvent } from '@school/modules/community';
import type { RecordedEvent } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { notificationProjection, notifiedBy } from '@school/projections/notification';
import { DATABASE } from '@school/backend/core/tokens';
import { ProjectionEngine } from '@school/backend/projection-engine/projection-engine';
import { RealtimeService } from '@school/backend/realtime/realtime.service';

const isRead = (e: RecordedEvent): e is RecordedEvent<'NotificationsRead', NotificationEvent['data']> =>
  e.type === 'NotificationsRead';

/**
 * Tells each person's sockets (`user:<id>`, every instance's through the socket.io Redis
 * adapter) that its notifications changed, right after the projector leader committed a batch
 * of the notification read model: those the batch gave a notification, and those who marked
 * some read (their other tabs). The socket hears no content: its bell reads the list again.
 */
@Injectable()
export class NotificationNotifier implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(ProjectionEngine) private readonly engine: ProjectionEngine,
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    this.engine.runner.onApplied((projection, events) => {
      if (projection !== notificationProjection.name) return;
      this.push(events).catch((error: Error) =>
        this.logger.warn(`notification push failed: ${error.message}`),
      );
    });
  }

  async push(events: readonly RecordedEvent[]): Promise<void> {
    const people = new Set(events.filter(isRead).map((e) => e.data.codBseUsuario));
    const others = events.filter((e) => !isRead(e)).map((e) => e.id);
    for (const person of await notifiedBy(this.db, others)) people.add(person);
    for (const person of people) this.realtime.toUser(person, NOTIFICATION_SOCKET_EVENT, {});
  }
}
