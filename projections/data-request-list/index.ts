export { dataRequestListProjection } from './data-request-list.projection.js';
export * from './data-request-list.queries.js';
