import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  addClassActivitiesSchema,
  type ClassActivity,
  type OpenActivity,
  updateClassActivitySchema,
  type AddClassActivitiesInput,
} from '@school/modules/assessment';
import type { z } from 'zod';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { AssessmentScope } from '../assessment-scope.service.js';
import { ClassActivitiesReader } from './class-activities.reader.js';
import { AddClassActivitiesCommand } from './add-class-activities.handler.js';
import { RemoveClassActivityCommand } from './remove-class-activity.handler.js';
import { SetClassActivityActiveCommand } from './set-class-activity-active.handler.js';
import { Route } from '@school/backend/http/route';

/**
 * A class's activities (bse_atividade_turma): its Professor adds them from the catalogue, opens
 * and closes them to answers (indAtivo) and removes them; the staff read them within their scope;
 * its students see the open ones.
 */
@ApiTags('Atividades da turma')
@ApiBearerAuth()
@Controller('bse_atividade_turma')
export class ClassActivitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: AssessmentScope,
    private readonly classActivities: ClassActivitiesReader,
  ) {}

  @Route.get(
    'all/:classId',
    'classActivities.read',
    "A class's activities in the order added, with indAtivo, the activity's name and description, and aCorrigir: " +
      'how many answers given in the class wait for a grade',
  )
  async ofClass(@IdParam('classId') id: number, @CurrentUser() caller: Caller): Promise<ClassActivity[]> {
    await this.scope.readable(caller, id);
    return this.classActivities.ofClass(id);
  }

  @Route.get(
    ':classId/atividades-ativas',
    'classActivities.open',
    "The class's open activities (its Professor and students): name, description, question count, chapters, " +
      'and whether the caller has answered',
  )
  async open(@IdParam('classId') id: number, @CurrentUser() caller: Caller): Promise<OpenActivity[]> {
    await this.scope.member(caller, id);
    return this.classActivities.openOf(id, caller.userId);
  }

  @Route.post(
    '',
    'classActivities.write',
    'Add activities to one of your classes (codBseTurma, atividades), all or none: one already there refuses the ' +
      'whole selection ("Não foi possível incluir as atividades selecionadas…"). They start closed. Answers 1',
    DONE_ANSWER,
  )
  add(@ValidBody(addClassActivitiesSchema) body: AddClassActivitiesInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new AddClassActivitiesCommand(body, meta));
  }

  @Route.put(
    ':id',
    'classActivities.write',
    'The active switch: indAtivo S opens the activity to answers, N closes it. Answers 1',
    DONE_ANSWER,
  )
  setActive(
    @IdParam() id: number,
    @ValidBody(updateClassActivitySchema) body: z.infer<typeof updateClassActivitySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { indAtivo } = body;
    return this.commands.execute(new SetClassActivityActiveCommand(id, indAtivo === 'S', meta));
  }

  @Route.delete(
    ':id',
    'classActivities.write',
    "Remove an activity from the class's list (answers and grades stay). Answers 1",
    DONE_ANSWER,
  )
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new RemoveClassActivityCommand(id, meta));
  }
}
