// The server side of the assessment context that the host (app module, CLI, tests) and other contexts use:
// its Nest module, commands and the services they share. The web client never imports it.
export { AddQuestionCommand } from './activity/add-question.handler.js';
export { CreateActivityCommand } from './activity/create-activity.handler.js';
export { AssessmentModule } from './assessment.module.js';
export { assessmentProjections } from './assessment.projections.js';
export { AddClassActivitiesCommand } from './class-activity/add-class-activities.handler.js';
export { SetClassActivityActiveCommand } from './class-activity/set-class-activity-active.handler.js';
export { AssignGradesCommand } from './grade/assign-grades.handler.js';
export { ChangeGradesCommand } from './grade/change-grades.handler.js';
export { SetAsideAnswersCommand } from './submission/set-aside-answers.handler.js';
export { SubmitAnswersCommand } from './submission/submit-answers.handler.js';
