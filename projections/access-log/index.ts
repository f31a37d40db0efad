export { accessLogProjection, accessMonth } from './access-log.projection.js';
export * from './access-log.queries.js';
