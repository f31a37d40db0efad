import { Module } from '@nestjs/common';
import { CalendarAudienceService } from './calendar/calendar-audience.service.js';
import { CalendarFeedService } from './calendar/calendar-feed.service.js';
import { CalendarController } from './calendar/calendar.controller.js';
import { ChangeCalendarEventHandler } from './calendar/change-calendar-event.handler.js';
import { CreateCalendarEventHandler } from './calendar/create-calendar-event.handler.js';
import { DeleteCalendarEventHandler } from './calendar/delete-calendar-event.handler.js';
import { RevokeCalendarFeedHandler } from './calendar/revoke-calendar-feed.handler.js';
import { DeletePostHandler } from './post/delete-post.handler.js';
import { EditPostHandler } from './post/edit-post.handler.js';
import { PostsController } from './post/posts.controller.js';
import { PublishPostHandler } from './post/publish-post.handler.js';

/** Community: news posts and the calendar (then the forum and the chat). */
@Module({
  controllers: [PostsController, CalendarController],
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
  ],
})
export class CommunityModule {}
