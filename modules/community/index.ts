/** The community context (news posts, then calendar, forum and chat): what other workspaces use of it. */

// --- news posts (bse_postagem) ---
export {
  type Post,
  POST_BODY_MAX,
  POST_CATEGORY_MAX,
  POST_TITLE_MAX,
  type PostInput,
  postSchema,
} from './post/post.contracts.js';
export { type PostCommand, postDecider, type PostState } from './post/post.decider.js';
export {
  isPostEvent,
  type PostEvent,
  type PostEventType,
  type PostFields,
  postStream,
} from './post/post.events.js';
// --- end news posts ---
// --- calendar (cld_calendario) ---
export {
  CALENDAR_COLOURS,
  CALENDAR_PAGE_SIZE,
  CALENDAR_PROFILES,
  CALENDAR_TITLE_MAX,
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventSchema,
  type CalendarFeed,
  type CalendarFilter,
  calendarFilterOptions,
  calendarFilterSchema,
  type CalendarFilterValue,
  defaultCalendarFilter,
} from './calendar/calendar-event.contracts.js';
export {
  type CalendarEventCommand,
  calendarEventDecider,
  type CalendarEventState,
} from './calendar/calendar-event.decider.js';
export {
  type CalendarFeedCommand,
  calendarFeedDecider,
  type CalendarFeedState,
} from './calendar/calendar-feed.decider.js';
export {
  type CalendarEventCreator,
  type CalendarEventEvent,
  type CalendarEventFields,
  type CalendarEventScope,
  calendarEventStream,
  type CalendarFeedEvent,
  calendarFeedStream,
  isCalendarEventEvent,
  isCalendarFeedEvent,
} from './calendar/calendar-event.events.js';
export {
  type CalendarViewer,
  canSeeCalendarEvent,
  type VisibleEvent,
} from './calendar/calendar-visibility.rules.js';
// --- end calendar ---
// --- forum (frm_sala, frm_topico, frm_postagem) ---
export {
  FORUM_POST_EVENT,
  FORUM_POST_MAX,
  FORUM_ROOMS,
  FORUM_TOPIC_MESSAGE_MAX,
  FORUM_TOPIC_TITLE_MAX,
  type ForumPost,
  type ForumPostInput,
  type ForumPostNotice,
  forumPostChangeSchema,
  forumPostSchema,
  type ForumRoom,
  type ForumTopic,
  type ForumTopicChange,
  forumTopicChangeSchema,
  type ForumTopicInput,
  forumTopicSchema,
} from './forum/forum.contracts.js';
export { type ForumActor, type ForumCommand, forumDecider, type ForumState } from './forum/forum.decider.js';
export { type ForumAuthor, type ForumEvent, forumTopicStream, isForumEvent } from './forum/forum.events.js';
// --- end forum ---
// --- chat (cht_sala, cht_mensagem, the /chat socket) ---
export {
  CHAT_EMOTICONS,
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX,
  CHAT_NAMESPACE,
  CHAT_WELCOME,
  type ChatAck,
  type ChatSyncAck,
  type ChatRefusal,
  type ChatMessage,
  type ChatMessageInput,
  chatMessageSchema,
  type ChatPresence,
  chatPreview,
  type ChatRoom,
  type ChatRoomUser,
  type ChatSync,
  type ChatToServer,
  chatToServerSchema,
  requestSyncSchema,
  withEmoticons,
} from './chat/chat.contracts.js';
export { type ChatCommand, chatDecider, type ChatState } from './chat/chat.decider.js';
export {
  type ChatAuthor,
  type ChatEvent,
  chatRoomOwner,
  chatRoomStream,
  classChatRoom,
  isChatEvent,
  unitChatRoom,
} from './chat/chat.events.js';
// --- end chat ---
export { COMMUNITY_MESSAGES } from './community.messages.js';
