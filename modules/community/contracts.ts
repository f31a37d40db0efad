/**
 * What a client (the web) may use of the community context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */

// --- news posts (bse_postagem) ---
export {
  type Post,
  POST_BODY_MAX,
  POST_CATEGORY_MAX,
  POST_TITLE_MAX,
  type PostInput,
  postSchema,
} from './post/post.contracts.js';
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
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_PLACE_MAX,
  type CalendarEventProblem,
  calendarEventProblems,
} from './calendar/calendar-event.rules.js';
// --- end calendar ---
// --- forum (frm_sala, frm_topico, frm_postagem) ---
export {
  FORUM_POST_EVENT,
  FORUM_TOPIC_EVENT,
  FORUM_POST_MAX,
  FORUM_ROOMS,
  FORUM_TOPIC_MESSAGE_MAX,
  FORUM_TOPIC_TITLE_MAX,
  type ForumPost,
  type ForumPostInput,
  type ForumPostNotice,
  type ForumTopicChangeKind,
  type ForumTopicNotice,
  forumPostChangeSchema,
  forumPostSchema,
  type ForumRoom,
  type ForumRoomCard,
  type ForumTopic,
  type ForumTopicChange,
  forumTopicChangeSchema,
  type ForumTopicInput,
  forumTopicSchema,
} from './forum/forum.contracts.js';
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
// --- end chat ---
export { COMMUNITY_MESSAGES } from './community.messages.js';
// --- notifications (notificacoes) ---
export {
  markNotificationsReadSchema,
  type MarkNotificationsRead,
  type Notification,
  NOTIFICATION_KINDS,
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATION_SOCKET_EVENT,
  type NotificationKind,
  notificationLink,
  type NotificationListQuery,
  notificationListSchema,
  type NotificationPage,
  NOTIFICATIONS_PER_MARK,
} from './notification/notification.contracts.js';
// --- end notifications ---
