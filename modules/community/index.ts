/** The community context (news posts, then calendar, forum and chat): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

// --- news posts (bse_postagem) ---

export { type PostCommand, postDecider, type PostState } from './post/post.decider.js';
export { isPostEvent, type PostEvent, type PostFields, postPrivacy, postStream } from './post/post.events.js';
// --- end news posts ---
// --- calendar (cld_calendario) ---

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
  calendarEventPrivacy,
  type CalendarEventScope,
  calendarEventStream,
  type CalendarFeedEvent,
  calendarFeedPrivacy,
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

export { type ForumActor, type ForumCommand, forumDecider, type ForumState } from './forum/forum.decider.js';
export {
  type ForumAuthor,
  type ForumEvent,
  forumPrivacy,
  forumTopicStream,
  isForumEvent,
} from './forum/forum.events.js';
// --- end forum ---
// --- chat (cht_sala, cht_mensagem, the /chat socket) ---

export { type ChatCommand, chatDecider, type ChatState } from './chat/chat.decider.js';
export {
  type ChatAuthor,
  type ChatEvent,
  chatPrivacy,
  chatRoomOwner,
  chatRoomStream,
  classChatRoom,
  isChatEvent,
  unitChatRoom,
} from './chat/chat.events.js';
// --- end chat ---
// --- notifications (notificacoes) ---

export {
  type NotificationCommand,
  notificationDecider,
  type NotificationState,
} from './notification/notification.decider.js';
export {
  isNotificationEvent,
  type NotificationEvent,
  notificationPrivacy,
  notificationStream,
} from './notification/notification.events.js';
// --- end notifications ---
