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
export { COMMUNITY_MESSAGES } from './community.messages.js';
