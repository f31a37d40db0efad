export { keptAnswersProjection } from './kept-answers.projection.js';
export * from './kept-answers.queries.js';
