export { chatProjection } from './chat.projection.js';
export {
  type ChatMessageRecord,
  countChatMessages,
  findByClientId,
  findChatMessage,
  lastMessages,
  messagesOfRoom,
} from './chat.queries.js';
