export * from './support-request/support-request.events.js';
export * from './support-request/support-request.decider.js';
export * from './support-request/support-request.contracts.js';
