export { sessionUsers, touchesSessions, userSessionsProjection } from './user-sessions.projection.js';
export * from './user-sessions.queries.js';
