export { userDirectoryProjection } from './user-directory.projection.js';
export * from './user-directory.queries.js';
