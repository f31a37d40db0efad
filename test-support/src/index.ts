export * from './services.js';
export * from './database.js';
export * from './projection-spec.js';
export * from './events.js';
