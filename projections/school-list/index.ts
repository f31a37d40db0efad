export { schoolListProjection, searchable } from './school-list.projection.js';
export * from './school-list.queries.js';
