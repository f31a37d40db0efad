export { postListProjection } from './post-list.projection.js';
export { findPost, listPosts, type PostRecord } from './post-list.queries.js';
