export { unitListProjection } from './unit-list.projection.js';
export * from './unit-list.queries.js';
