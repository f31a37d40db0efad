export { learnerProgressProjection } from './learner-progress.projection.js';
export {
  attemptsOf,
  classProgress,
  type ClassProgressRows,
  type GameAttempt,
  gameResults,
  type GameResult,
  learnerChapters,
  learnerPosition,
  seenContents,
} from './learner-progress.queries.js';
