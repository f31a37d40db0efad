import { Module } from '@nestjs/common';
import { OrganizationModule } from '@school/modules/organization/server';
import { RealtimeModule } from '@school/backend/realtime/realtime.module';
import { CalendarAudienceService } from './calendar/calendar-audience.service.js';
import { CalendarFeedService } from './calendar/calendar-feed.service.js';
import { CalendarController } from './calendar/calendar.controller.js';
import { ChangeCalendarEventHandler } from './calendar/change-calendar-event.handler.js';
import { CreateCalendarEventHandler } from './calendar/create-calendar-event.handler.js';
import { DeleteCalendarEventHandler } from './calendar/delete-calendar-event.handler.js';
import { RevokeCalendarFeedHandler } from './calendar/revoke-calendar-feed.handler.js';
import { ChatGateway } from './chat/chat.gateway.js';
import { ChatMessagesController } from './chat/chat-messages.controller.js';
import { ChatPresenceService } from './chat/chat-presence.service.js';
import { ChatRoomsController } from './chat/chat-rooms.controller.js';
import { ChatRoomsReader } from './chat/chat-rooms.reader.js';
import { ChatRoomsService } from './chat/chat-rooms.service.js';
import { DeleteChatMessageHandler } from './chat/delete-chat-message.handler.js';
import { SendChatMessageHandler } from './chat/send-chat-message.handler.js';
import { ChangeForumPostHandler } from './forum/change-forum-post.handler.js';
import { ChangeTopicHandler } from './forum/change-topic.handler.js';
import { DeleteForumPostHandler } from './forum/delete-forum-post.handler.js';
import { DeleteTopicHandler } from './forum/delete-topic.handler.js';
import { ForumAccessService } from './forum/forum-access.service.js';
import { ForumReader } from './forum/forum.reader.js';
import { ForumNotifier } from './forum/forum-notifier.service.js';
import { ForumTopicWriter } from './forum/forum-topic-writer.service.js';
import { ForumPostsController } from './forum/forum-posts.controller.js';
import { ForumRoomsController } from './forum/forum-rooms.controller.js';
import { ForumTopicsController } from './forum/forum-topics.controller.js';
import { OpenTopicHandler } from './forum/open-topic.handler.js';
import { PublishForumPostHandler } from './forum/publish-forum-post.handler.js';
import { MarkNotificationsReadHandler } from './notification/mark-notifications-read.handler.js';
import { NotificationNotifier } from './notification/notification.notifier.js';
import { NotificationsController } from './notification/notifications.controller.js';
import { DeletePostHandler } from './post/delete-post.handler.js';
import { EditPostHandler } from './post/edit-post.handler.js';
import { PostsController } from './post/posts.controller.js';
import { PublishPostHandler } from './post/publish-post.handler.js';

/** Community: news posts, the calendar, the forum, the live chat (decision 0031) and each person's notifications (decision 0065). */
@Module({
  imports: [RealtimeModule, OrganizationModule],
  controllers: [
    PostsController,
    CalendarController,
    ForumRoomsController,
    ForumTopicsController,
    ForumPostsController,
    ChatRoomsController,
    ChatMessagesController,
    NotificationsController,
  ],
  providers: [
    PublishPostHandler,
    EditPostHandler,
    DeletePostHandler,
    CalendarAudienceService,
    CalendarFeedService,
    CreateCalendarEventHandler,
    ChangeCalendarEventHandler,
    DeleteCalendarEventHandler,
    RevokeCalendarFeedHandler,
    ForumAccessService,
    ForumReader,
    ForumNotifier,
    ForumTopicWriter,
    OpenTopicHandler,
    ChangeTopicHandler,
    DeleteTopicHandler,
    PublishForumPostHandler,
    ChangeForumPostHandler,
    DeleteForumPostHandler,
    ChatRoomsService,
    ChatRoomsReader,
    ChatPresenceService,
    ChatGateway,
    SendChatMessageHandler,
    DeleteChatMessageHandler,
    MarkNotificationsReadHandler,
    NotificationNotifier,
  ],
  // Who sees which calendar event: the home page's next events too (reporting's home slice).
  exports: [CalendarAudienceService],
})
export class CommunityModule {}
