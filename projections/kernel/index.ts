export * from './projection.js';
