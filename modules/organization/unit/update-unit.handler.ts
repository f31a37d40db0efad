import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { unitDecider, unitStream, type UpdateUnitInput } from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { unitNamedLike } from '@school/projections/unit-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import type { UnitWriteResult } from './create-unit.handler.js';
import { answeredZero } from '@school/backend/commands/write-result';

export class UpdateUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateUnitInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** Renames a unit or changes its address; prefix and school stay as created. */
@CommandHandler(UpdateUnitCommand)
export class UpdateUnitHandler implements ICommandHandler<UpdateUnitCommand, UnitWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, input, meta }: UpdateUnitCommand): Promise<UnitWriteResult> {
    const caller = callerOf(meta);
    const unit = await this.scope.unit(caller, id);
    if (input.codBseUnidade !== undefined && input.codBseUnidade !== id)
      throw new DomainError('generic.invalid');
    if (input.codBseEndereco !== null) await this.scope.address(caller, input.codBseEndereco);
    if ((await unitNamedLike(this.db, unit.codBseEscola, input.nomUnidade, id)) !== undefined)
      return answeredZero({ codBseUnidade: id });
    return this.pipeline.handle(meta, {
      stream: unitStream(id),
      decider: unitDecider,
      command: {
        type: 'UpdateUnit',
        codBseUnidade: id,
        nomUnidade: input.nomUnidade,
        codBseEndereco: input.codBseEndereco,
        cstTxtPrefixoLogin: input.cstTxtPrefixoLogin,
      },
      extra: { codBseUnidade: id },
    });
  }
}
