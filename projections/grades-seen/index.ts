export { gradesSeenProjection } from './grades-seen.projection.js';
export * from './grades-seen.queries.js';
