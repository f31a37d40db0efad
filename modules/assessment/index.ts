/** The assessment context (activities, questions, class activities, answers, grades): what other workspaces use of it. */
// What a client may use (schemas, input and answer types): one list, in contracts.ts.
export * from './contracts.js';

// --- activities and questions (bse_atividade, bse_questao) ---

export {
  type ActivityCommand,
  activityDecider,
  type ActivityState,
  type TrailFacts,
} from './activity/activity.decider.js';
export {
  type ActivityEvent,
  type ActivityFields,
  activityPrivacy,
  activityStream,
  isActivityEvent,
  type QuestionFields,
} from './activity/activity.events.js';
// --- end activities and questions ---
// --- class activities, answers and grades (bse_atividade_turma, bse_questao_resposta, bse_nota) ---

export {
  type GradeCommand,
  type GradeComment,
  gradeDecider,
  type GradeRow,
  type GradesState,
  gradesAt,
} from './grade/grade.decider.js';
export {
  type GradeEvent,
  gradePrivacy,
  type Grader,
  gradesStream,
  isGradeEvent,
} from './grade/grade.events.js';
export { gradeUpcasters } from './grade/grade.upcasters.js';
export {
  type ClassActivitiesState,
  type ClassActivityCommand,
  classActivityDecider,
} from './class-activity/class-activity.decider.js';
export {
  classActivitiesStream,
  type ClassActivityEvent,
  classActivityPrivacy,
  type ClassActivityRef,
  isClassActivityEvent,
} from './class-activity/class-activity.events.js';
export {
  type QuestionToAnswer,
  type SetAsideAnswers,
  type SubmissionCommand,
  submissionDecider,
  type SubmissionState,
} from './submission/submission.decider.js';
export {
  isSubmissionEvent,
  legacySubmissionStream,
  type SetAsideReason,
  type SubmissionEvent,
  submissionPrivacy,
  submissionStream,
  type SubmittedAnswer,
} from './submission/submission.events.js';
// --- end class activities, answers and grades ---
