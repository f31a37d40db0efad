export { forumProjection } from './forum.projection.js';
export {
  findForumTopic,
  type ForumPostRecord,
  type ForumTopicRecord,
  postsOfTopic,
  topicOfPost,
  topicsOfRoom,
} from './forum.queries.js';
