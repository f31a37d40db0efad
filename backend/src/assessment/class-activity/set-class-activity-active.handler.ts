import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classActivitiesStream, classActivityDecider } from '@school/modules/assessment';
import { DomainError } from '@school/modules/kernel';
import { findClassActivity } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { DATABASE } from '../../core/tokens.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { AssessmentScope } from '../assessment-scope.service.js';
import { SetClassActivityActiveCommand } from './class-activity.commands.js';

/** PUT /api/bse_atividade_turma/{id}: the active switch (indAtivo S/N) of the Professor's class activity. */
@CommandHandler(SetClassActivityActiveCommand)
export class SetClassActivityActiveHandler implements ICommandHandler<
  SetClassActivityActiveCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: AssessmentScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, active, meta }: SetClassActivityActiveCommand): Promise<WriteResult<number>> {
    const link = await findClassActivity(this.db, id);
    if (!link) throw new DomainError('generic.notFound');
    await this.scope.writable(callerOf(meta), link.codBseTurma);
    return this.pipeline.handle(meta, {
      stream: classActivitiesStream(link.codBseTurma),
      decider: classActivityDecider,
      command: { type: 'SetClassActivityActive', codBseAtividadeTurma: id, active },
    });
  }
}
