export { trailListProjection } from './trail-list.projection.js';
export * from './trail-list.queries.js';
