export { learnerProgressProjection } from './learner-progress.projection.js';
export {
  attemptsOf,
  classProgress,
  type ClassProgressRows,
  type GameAttempt,
  type GameResult,
  learnerTrailState,
  type LearnerTrailState,
} from './learner-progress.queries.js';
