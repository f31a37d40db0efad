export { learnerProgressProjection } from './learner-progress.projection.js';
export {
  attemptsOf,
  classProgress,
  type ClassProgressRow,
  type GameAttempt,
  learnerChapters,
  learnerPosition,
  seenContents,
} from './learner-progress.queries.js';
