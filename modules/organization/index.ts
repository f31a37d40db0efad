export * from './school.events.js';
export * from './school.decider.js';
export * from './school.contracts.js';
