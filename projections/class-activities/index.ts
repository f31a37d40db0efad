export { classActivitiesProjection } from './class-activities.projection.js';
export {
  answeredBy,
  answersOf,
  classActivitiesOf,
  classActivityOf,
  type ClassActivityRecord,
  findClassActivity,
  type GradeRecord,
  gradesByIds,
  gradesOf,
  gradeSummaries,
  submissionOf,
  submissionsOf,
} from './class-activities.queries.js';
