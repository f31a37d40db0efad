import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { CalendarAudienceService } from './calendar/calendar-audience.service.js';
import { CalendarFeedService } from './calendar/calendar-feed.service.js';
import { CalendarController } from './calendar/calendar.controller.js';
import { ChangeCalendarEventHandler } from './calendar/change-calendar-event.handler.js';
import { CreateCalendarEventHandler } from './calendar/create-calendar-event.handler.js';
import { DeleteCalendarEventHandler } from './calendar/delete-calendar-event.handler.js';
import { RevokeCalendarFeedHandler } from './calendar/revoke-calendar-feed.handler.js';
import { ChangeForumPostHandler } from './forum/change-forum-post.handler.js';
import { ChangeTopicHandler } from './forum/change-topic.handler.js';
import { DeleteForumPostHandler } from './forum/delete-forum-post.handler.js';
import { DeleteTopicHandler } from './forum/delete-topic.handler.js';
import { ForumAccessService } from './forum/forum-access.service.js';
import { ForumPostsController } from './forum/forum-posts.controller.js';
import { ForumRoomsController } from './forum/forum-rooms.controller.js';
import { ForumTopicsController } from './forum/forum-topics.controller.js';
import { OpenTopicHandler } from './forum/open-topic.handler.js';
import { PublishForumPostHandler } from './forum/publish-forum-post.handler.js';
import { DeletePostHandler } from './post/delete-post.handler.js';
import { EditPostHandler } from './post/edit-post.handler.js';
import { PostsController } from './post/posts.controller.js';
import { PublishPostHandler } from './post/publish-post.handler.js';

/** Community: news posts, the calendar and the forum (then the chat). */
@Module({
  imports: [RealtimeModule],
  controllers: [
    PostsController,
    CalendarController,
    ForumRoomsController,
    ForumTopicsController,
    ForumPostsController,
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
    OpenTopicHandler,
    ChangeTopicHandler,
    DeleteTopicHandler,
    PublishForumPostHandler,
    ChangeForumPostHandler,
    DeleteForumPostHandler,
  ],
})
export class CommunityModule {}
