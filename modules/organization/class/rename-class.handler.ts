import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { classDecider, classStream, type UpdateClassInput } from '@school/modules/organization';
import { classNamedLike } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { ClassWriteResult } from './create-class.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { answeredZero } from '@school/backend/commands/write-result';

export class RenameClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateClassInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/bse_turma/{id}: a new name, unless another class of the unit has it (answer 0). */
@CommandHandler(RenameClassCommand)
export class RenameClassHandler implements ICommandHandler<RenameClassCommand, ClassWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, input, meta }: RenameClassCommand): Promise<ClassWriteResult> {
    const turma = await this.scope.class(callerOf(meta), id);
    if (input.codBseTurma !== undefined && input.codBseTurma !== id) throw new DomainError('generic.invalid');
    if ((await classNamedLike(this.db, turma.codBseUnidade, input.nomTurma, id)) !== undefined)
      return answeredZero({ codBseTurma: id });
    return this.pipeline.handle(meta, {
      stream: classStream(id),
      decider: classDecider,
      command: { type: 'RenameClass', codBseTurma: id, nomTurma: input.nomTurma },
      extra: { codBseTurma: id },
    });
  }
}
