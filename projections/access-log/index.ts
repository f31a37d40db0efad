export { ACCESS_MONTH_ZONE, accessLogProjection } from './access-log.projection.js';
export * from './access-log.queries.js';
