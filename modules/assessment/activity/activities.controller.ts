import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Activity, activitySchema, type ActivityInput } from '@school/modules/assessment';
import { ID_MAX } from '@school/modules/kernel';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { ActivitiesReader } from './activities.reader.js';
import { ActivityScope } from './activity-scope.service.js';
import { ChangeActivityCommand } from './change-activity.handler.js';
import { CreateActivityCommand } from './create-activity.handler.js';
import { DeleteActivityCommand } from './delete-activity.handler.js';
import { Route } from '@school/backend/http/route';

const ids = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= ID_MAX),
  );

/** GET /api/bse_atividade's filters: one trail (absent or 0: Todos), chapters (ids, comma separated). */
const activityFilterSchema = z.object({
  codTrlLivro: z.coerce.number().int().nonnegative().max(ID_MAX).optional().catch(undefined),
  capitulos: ids,
});

/**
 * Activities (bse_atividade): the Master authors the network's catalogue; a Professor its own,
 * a Gestor or Coordenador its school's; the staff read the catalogue and their school's
 * (decision 0071).
 */
@ApiTags('Atividades')
@ApiBearerAuth()
@Controller('bse_atividade')
export class ActivitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly activities: ActivitiesReader,
    private readonly scope: ActivityScope,
  ) {}

  @Route.get(
    '',
    'activities.read',
    "The activities the caller reads (the Master every one; the others the catalogue, their school's and their own), " +
      'newest first, with creator, owner school (codBseEscola, null: the catalogue), whether the caller may change it ' +
      '(editavel), trail, chapters (those still in the tree) and question count; filters: codTrlLivro (0 or absent: ' +
      'all), capitulos (ids, comma separated: those covering any)',
  )
  async list(
    @ValidQuery(activityFilterSchema) query: z.infer<typeof activityFilterSchema>,
    @CurrentUser() caller: Caller,
  ): Promise<Activity[]> {
    const { codTrlLivro, capitulos } = query;
    return this.activities.list(
      { codTrlLivro: codTrlLivro || undefined, chapters: capitulos, visible: this.scope.visibility(caller) },
      caller,
    );
  }

  @Route.get(':id', 'activities.read', 'One activity the caller reads (404 outside its reach)')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Activity> {
    return this.activities.one(await this.scope.readable(caller, id), caller);
  }

  @Route.post(
    '',
    'activities.write',
    'Create an activity: codTrlLivro, capitulos (ids or {codTrlCapitulo}, at least one, of that trail), nomAtividade, ' +
      'desDescricao, all required ("Todos os campos devem ser preenchidos."); the Master\'s joins the catalogue, ' +
      "anyone else's belongs to its school: answers 1",
    DONE_ANSWER,
  )
  create(@ValidBody(activitySchema) body: ActivityInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateActivityCommand(body, meta));
  }

  @Route.put(
    ':id',
    'activities.write',
    "Change an activity (the same fields and rules as the create; the Master the catalogue's, a Professor its own, " +
      "a Gestor or Coordenador its school's; 404 otherwise): answers 1",
    DONE_ANSWER,
  )
  change(@IdParam() id: number, @ValidBody(activitySchema) body: ActivityInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ChangeActivityCommand(id, body, meta));
  }

  @Route.delete(
    ':id',
    'activities.write',
    'Delete an activity with its questions: it leaves every list; the answers and grades given stay in their history. Answers 1',
    DONE_ANSWER,
  )
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteActivityCommand(id, meta));
  }
}
