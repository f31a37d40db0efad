export { activitiesProjection } from './activities.projection.js';
export {
  type ActivityRecord,
  type ActivityVisibility,
  findActivity,
  findQuestion,
  listActivities,
  type QuestionRecord,
  questionsOf,
} from './activities.queries.js';
