export { forumProjection } from './forum.projection.js';
export {
  findForumTopic,
  type ForumPostRecord,
  type ForumTopicRecord,
  type ForumRoomActivity,
  postsOfTopic,
  roomsActivity,
  topicOfPost,
  topicsOfRoom,
} from './forum.queries.js';
