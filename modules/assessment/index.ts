/** The assessment context (activities, questions, class activities, answers, grades): what other workspaces use of it. */

// --- activities and questions (bse_atividade, bse_questao) ---
export {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_NAME_MAX,
  type Activity,
  type ActivityInput,
  activitySchema,
  EXPECTED_ANSWER_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TITLE_MAX,
  type Question,
  type QuestionInput,
  questionSchema,
} from './activity/activity.contracts.js';
export {
  type ActivityCommand,
  activityDecider,
  type ActivityState,
  type TrailFacts,
} from './activity/activity.decider.js';
export {
  type ActivityEvent,
  type ActivityEventType,
  type ActivityFields,
  activityStream,
  isActivityEvent,
  QUESTION_TYPES,
  type QuestionFields,
  type QuestionOption,
  type QuestionType,
} from './activity/activity.events.js';
// --- end activities and questions ---
// --- class activities, answers and grades (bse_atividade_turma, bse_questao_resposta, bse_nota) ---
export {
  type AddClassActivitiesInput,
  addClassActivitiesSchema,
  type ClassActivity,
  type OpenActivity,
  updateClassActivitySchema,
} from './class-activity/class-activity.contracts.js';
export {
  ANSWER_MAX,
  type AnsweredQuestion,
  type ResponseRow,
  type StudentAnswers,
  type SubmitAnswersInput,
  submitAnswersSchema,
} from './submission/submission.contracts.js';
export {
  type AssignGradesInput,
  assignGradesSchema,
  type ChangeGradesInput,
  changeGradesSchema,
  type Grade,
  GRADE_REASON_MAX,
  type GradeHistoryEntry,
} from './grade/grade.contracts.js';
export {
  GRADE_EDIT_MAX,
  GRADE_ENTRY_MAX,
  type GradeCommand,
  gradeDecider,
  type GradeRow,
  type GradesState,
  gradesAt,
} from './grade/grade.decider.js';
export {
  type GradeEvent,
  type GradeEventType,
  type Grader,
  gradesStream,
  isGradeEvent,
} from './grade/grade.events.js';
export {
  type ClassActivitiesState,
  type ClassActivityCommand,
  classActivityDecider,
} from './class-activity/class-activity.decider.js';
export {
  classActivitiesStream,
  type ClassActivityEvent,
  type ClassActivityEventType,
  type ClassActivityRef,
  isClassActivityEvent,
} from './class-activity/class-activity.events.js';
export {
  type QuestionToAnswer,
  type SubmissionCommand,
  submissionDecider,
  type SubmissionState,
} from './submission/submission.decider.js';
export {
  isSubmissionEvent,
  type SubmissionEvent,
  type SubmissionEventType,
  legacySubmissionStream,
  type SubmittedAnswer,
  submissionStream,
} from './submission/submission.events.js';
// --- end class activities, answers and grades ---
export { ASSESSMENT_MESSAGES } from './assessment.messages.js';
