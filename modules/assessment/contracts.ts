/**
 * What a client (the web) may use of the assessment context: the zod schemas, input and answer
 * types of its API. No event, decider or state.
 */

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
export { QUESTION_TYPES, type QuestionOption, type QuestionType } from './activity/activity.events.js';
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
  type KeptAnswers,
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
  gradeEditSchema,
  gradeEntrySchema,
  gradeHistoryMomentSchema,
  GRADE_REASON_MAX,
  type GradeHistoryEntry,
  type StudentGradeHistoryEntry,
  type GradeCommentEntry,
  type GradeValueEntry,
} from './grade/grade.contracts.js';
export {
  activityMaximum,
  GRADE_COMMENT_MAX,
  GRADE_EDIT_MAX,
  GRADE_ENTRY_MAX,
} from './grade/grade.decider.js';
// --- end class activities, answers and grades ---
export { ASSESSMENT_MESSAGES } from './assessment.messages.js';
