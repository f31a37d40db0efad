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
export { COMMUNITY_MESSAGES } from './community.messages.js';
