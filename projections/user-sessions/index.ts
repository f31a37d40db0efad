export { sessionChanges, userSessionsProjection, type SessionChanges } from './user-sessions.projection.js';
export * from './user-sessions.queries.js';
