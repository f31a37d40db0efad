export { classListProjection } from './class-list.projection.js';
export * from './class-list.queries.js';
