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
  gradeSummariesOfStudents,
  submissionOf,
  submissionsOf,
  submissionsOfStudents,
} from './class-activities.queries.js';
