import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Activity, activitySchema, type ActivityInput } from '@school/modules/assessment';
import { ID_MAX } from '@school/modules/kernel';
import { findActivity } from '@school/projections/activities';
import type { Db } from '@school/projections/kernel';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { ActivitiesReader } from './activities.reader.js';
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

/** Activities (bse_atividade): the Master authors them; the staff read the catalogue. */
@ApiTags('Atividades')
@ApiBearerAuth()
@Controller('bse_atividade')
export class ActivitiesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly activities: ActivitiesReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'activities.read',
    'Every activity, newest first, with its creator, trail, chapters (those still in the tree) and question count; ' +
      'filters: codTrlLivro (0 or absent: all), capitulos (ids, comma separated: those covering any)',
  )
  async list(
    @ValidQuery(activityFilterSchema) query: z.infer<typeof activityFilterSchema>,
  ): Promise<Activity[]> {
    const { codTrlLivro, capitulos } = query;
    return this.activities.list({ codTrlLivro: codTrlLivro || undefined, chapters: capitulos });
  }

  @Route.get(':id', 'activities.read', 'One activity')
  async get(@IdParam() id: number): Promise<Activity> {
    const record = found(await findActivity(this.db, id));
    return this.activities.one(record);
  }

  @Route.post(
    '',
    'activities.write',
    'Create an activity: codTrlLivro, capitulos (ids or {codTrlCapitulo}, at least one, of that trail), nomAtividade, ' +
      'desDescricao, all required ("Todos os campos devem ser preenchidos."): answers 1',
    DONE_ANSWER,
  )
  create(@ValidBody(activitySchema) body: ActivityInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateActivityCommand(body, meta));
  }

  @Route.put(
    ':id',
    'activities.write',
    'Change an activity (the same fields and rules as the create): answers 1',
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
