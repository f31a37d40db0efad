export { classActivitiesProjection } from './class-activities.projection.js';
export {
  answeredBy,
  answersOf,
  type AnswerRecord,
  classActivitiesOf,
  classActivityOf,
  type ClassActivityRecord,
  findClassActivity,
  type GradeRecord,
  gradesByIds,
  gradesOf,
  listAnswers,
  gradeSummariesOfStudents,
  submissionOf,
  submissionsOf,
  submissionsOfStudents,
} from './class-activities.queries.js';
