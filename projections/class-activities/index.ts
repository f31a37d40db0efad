export { classActivitiesProjection } from './class-activities.projection.js';
export {
  classActivitiesOf,
  classActivityOf,
  type ClassActivityRecord,
  findClassActivity,
} from './class-activities.queries.js';
export {
  answeredBy,
  answersOf,
  type AnswerRecord,
  commentOf,
  type GradedActivity,
  gradedActivitiesOf,
  type GradeRecord,
  gradesByIds,
  gradesOf,
  gradeSummariesOfStudents,
  listAnswers,
  submissionOf,
  submissionsOf,
  submissionsOfStudents,
  waitingForGrade,
} from './submissions.queries.js';
