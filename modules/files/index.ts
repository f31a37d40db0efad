export * from './file.events.js';
export * from './file.decider.js';
