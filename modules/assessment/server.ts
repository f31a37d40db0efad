// The server side of the assessment context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { AddQuestionCommand, CreateActivityCommand } from './activity/activity.commands.js';
export { AssessmentModule } from './assessment.module.js';
export { assessmentProjections } from './assessment.projections.js';
export {
  AddClassActivitiesCommand,
  SetClassActivityActiveCommand,
} from './class-activity/class-activity.commands.js';
export { AssignGradesCommand, ChangeGradesCommand } from './grade/grade.commands.js';
export { SubmitAnswersCommand } from './submission/submission.commands.js';
