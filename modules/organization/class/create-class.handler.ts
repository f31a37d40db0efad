import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Profile } from '@school/modules/kernel';
import {
  classDecider,
  classStream,
  type ClassWriteAnswer,
  type CreateClassInput,
} from '@school/modules/organization';
import { classNamedLike } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { DATABASE } from '@school/backend/core/tokens';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { answeredZero, type WriteResult } from '@school/backend/commands/write-result';
import { invalidField } from '@school/backend/http/valid-input';

export class CreateClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly input: CreateClassInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type ClassWriteResult = WriteResult<ClassWriteAnswer, { codBseTurma: number | null }>;

/**
 * A new class in a unit: a Coordenador's own unit, the unit a Gestor or Diretor chose within
 * its scope. A name already used in the unit answers 0 ("Turma já cadastrado.").
 */
@CommandHandler(CreateClassCommand)
export class CreateClassHandler implements ICommandHandler<CreateClassCommand, ClassWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: CreateClassCommand): Promise<ClassWriteResult> {
    const caller = callerOf(meta);
    const unitId = caller.profile === Profile.Coordenador ? caller.unitId : input.codBseUnidade;
    if (unitId === null) throw invalidField('codBseUnidade', 'class.unitRequired');
    const unit = await this.scope.unit(caller, unitId);
    if ((await classNamedLike(this.db, unitId, input.nomTurma)) !== undefined)
      return answeredZero({ codBseTurma: null });
    const id = await this.ids.next('class');
    return this.pipeline.handle(meta, {
      stream: classStream(id),
      decider: classDecider,
      command: {
        type: 'CreateClass',
        data: {
          codBseTurma: id,
          nomTurma: input.nomTurma,
          codBseUnidade: unitId,
          codBseEscola: unit.codBseEscola,
          codUsuarioCriacao: meta.user?.userId ?? null,
        },
      },
      extra: { codBseTurma: id },
    });
  }
}
