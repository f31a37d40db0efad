export { addressBookProjection } from './address-book.projection.js';
export * from './address-book.queries.js';
