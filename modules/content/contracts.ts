/**
 * What a client (the web) may use of the content context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */

// --- catalogue (reference data) ---
export {
  type Assembly,
  type Character,
  type ContentType,
  type Game,
  type Subject,
} from './catalogue/catalogue.contracts.js';
// --- end catalogue ---
