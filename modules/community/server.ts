// The server side of the community context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { CalendarAudienceService } from './calendar/calendar-audience.service.js';
export { CreateCalendarEventCommand } from './calendar/create-calendar-event.handler.js';
export { SendChatMessageCommand } from './chat/send-chat-message.handler.js';
export { CommunityModule } from './community.module.js';
export { communityProjections } from './community.projections.js';
export { OpenTopicCommand } from './forum/open-topic.handler.js';
export { PublishForumPostCommand } from './forum/publish-forum-post.handler.js';
export { PublishPostCommand } from './post/publish-post.handler.js';
