export { chapterListProjection } from './chapter-list.projection.js';
export * from './chapter-list.queries.js';
