export * from './user.events.js';
export * from './user.decider.js';
export * from './access.events.js';
export * from './access.decider.js';
export * from './login.js';
export * from './identity.contracts.js';
export * from './user-placement.js';
export * from './user-admin.contracts.js';
