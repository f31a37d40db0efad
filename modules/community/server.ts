// The server side of the community context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { CreateCalendarEventCommand } from './calendar/calendar.commands.js';
export { SendChatMessageCommand } from './chat/chat.commands.js';
export { CommunityModule } from './community.module.js';
export { communityProjections } from './community.projections.js';
export { OpenTopicCommand, PublishForumPostCommand } from './forum/forum.commands.js';
export { PublishPostCommand } from './post/post.commands.js';
