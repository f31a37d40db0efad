export * from './support.events.js';
export * from './support.decider.js';
export * from './support.contracts.js';
