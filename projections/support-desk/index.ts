export { supportDeskProjection } from './support-desk.projection.js';
export * from './support-desk.queries.js';
