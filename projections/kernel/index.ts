export * from './projection.js';
export * from './row-changes.js';
