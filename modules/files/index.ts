export * from './file.events.js';
