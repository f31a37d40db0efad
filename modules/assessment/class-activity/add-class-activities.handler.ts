import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type AddClassActivitiesInput,
  classActivitiesStream,
  classActivityDecider,
} from '@school/modules/assessment';
import { listActivities } from '@school/projections/activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';
import { ActivityScope } from '../activity/activity-scope.service.js';

/** POST /bse_atividade_turma: the selected activities for one of the Professor's classes, all or none. */
export class AddClassActivitiesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: AddClassActivitiesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/bse_atividade_turma: decided on the class's stream, which knows its activities (each added once). */
@CommandHandler(AddClassActivitiesCommand)
export class AddClassActivitiesHandler implements ICommandHandler<
  AddClassActivitiesCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly scope: AssessmentScope,
    private readonly activities: ActivityScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: AddClassActivitiesCommand): Promise<WriteResult<number>> {
    const { codBseTurma, atividades } = input;
    const caller = callerOf(meta);
    await this.scope.writable(caller, codBseTurma);
    // Those the Professor reads (decision 0071): the catalogue's, its school's, its own.
    const visible = this.activities.visibility(caller);
    const existing = (await listActivities(this.db, { ids: atividades, visible })).map(
      (a) => a.codBseAtividade,
    );
    const ids = await this.ids.nextMany('class_activity', atividades.length);
    return this.pipeline.handle(meta, {
      stream: classActivitiesStream(codBseTurma),
      decider: classActivityDecider,
      command: {
        type: 'AddClassActivities',
        codBseTurma,
        itens: atividades.map((codBseAtividade, i) => ({
          codBseAtividadeTurma: ids[i]!,
          codBseTurma,
          codBseAtividade,
        })),
        existing,
      },
    });
  }
}
