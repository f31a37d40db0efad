export * from './from-data.js';
export * from './projection.js';
export * from './row-changes.js';
export * from './schema.js';
export * from './tables.js';
export * from './queries.js';
export * from './erasure.js';
