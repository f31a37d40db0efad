import { Module } from '@nestjs/common';
import { OrganizationModule } from '@school/modules/organization/server';
import { AssessmentScope } from './assessment-scope.service.js';
import { AddClassActivitiesHandler } from './class-activity/add-class-activities.handler.js';
import { ClassActivitiesController } from './class-activity/class-activities.controller.js';
import { ClassActivitiesReader } from './class-activity/class-activities.reader.js';
import { ClassActivityWriter } from './class-activity/class-activity-writer.service.js';
import { RemoveClassActivityHandler } from './class-activity/remove-class-activity.handler.js';
import { SetClassActivityActiveHandler } from './class-activity/set-class-activity-active.handler.js';
import { AssignGradesHandler } from './grade/assign-grades.handler.js';
import { ChangeGradesHandler } from './grade/change-grades.handler.js';
import { GradeHistoryReader } from './grade/grade-history.reader.js';
import { GraderReader } from './grade/grader.reader.js';
import { GradesController } from './grade/grades.controller.js';
import { SubmissionsController } from './submission/submissions.controller.js';
import { SubmissionsReader } from './submission/submissions.reader.js';
import { SetAsideAnswersHandler } from './submission/set-aside-answers.handler.js';
import { SubmitAnswersHandler } from './submission/submit-answers.handler.js';
import { ActivitiesController } from './activity/activities.controller.js';
import { ActivitiesReader } from './activity/activities.reader.js';
import { ActivityScope } from './activity/activity-scope.service.js';
import { AddQuestionHandler } from './activity/add-question.handler.js';
import { ChangeActivityHandler } from './activity/change-activity.handler.js';
import { ChangeQuestionHandler } from './activity/change-question.handler.js';
import { CreateActivityHandler } from './activity/create-activity.handler.js';
import { DeleteActivityHandler } from './activity/delete-activity.handler.js';
import { QuestionsController } from './activity/questions.controller.js';
import { QuestionsReader } from './activity/questions.reader.js';
import { RemoveQuestionHandler } from './activity/remove-question.handler.js';
import { TrailFactsReader } from './activity/trail-facts.service.js';

/** Assessment: activities and their questions, class activities, answers and grades (decision 0030). */
@Module({
  // A class's scope (its school, unit and members) is the organization's.
  imports: [OrganizationModule],
  controllers: [
    ActivitiesController,
    QuestionsController,
    ClassActivitiesController,
    SubmissionsController,
    GradesController,
  ],
  providers: [
    AssessmentScope,
    GradeHistoryReader,
    GraderReader,
    SubmissionsReader,
    ActivitiesReader,
    ActivityScope,
    ClassActivitiesReader,
    QuestionsReader,
    AddClassActivitiesHandler,
    SetClassActivityActiveHandler,
    ClassActivityWriter,
    RemoveClassActivityHandler,
    SubmitAnswersHandler,
    SetAsideAnswersHandler,
    AssignGradesHandler,
    ChangeGradesHandler,
    TrailFactsReader,
    CreateActivityHandler,
    ChangeActivityHandler,
    DeleteActivityHandler,
    AddQuestionHandler,
    ChangeQuestionHandler,
    RemoveQuestionHandler,
  ],
})
export class AssessmentModule {}
