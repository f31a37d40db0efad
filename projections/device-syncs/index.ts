export { deviceSyncsProjection } from './device-syncs.projection.js';
export * from './device-syncs.queries.js';
