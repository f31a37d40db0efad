export * from './event-store.js';
export * from './decider.js';
export * from './domain-error.js';
export * from './messages.js';
export * from './permissions.js';
export * from './profiles.js';
export * from './reservation.js';
export * from './menu.js';
