import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Profile } from '@school/modules/kernel';
import {
  type CreateUnitInput,
  UNIT_PREFIX_RESERVATION,
  unitDecider,
  unitPrefixValue,
  unitStream,
  type UnitWriteAnswer,
} from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { unitNamedLike } from '@school/projections/unit-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { Reservations } from '@school/backend/commands/reservations';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { answeredZero, type WriteResult } from '@school/backend/commands/write-result';
import { invalidField } from '@school/backend/http/valid-input';

export class CreateUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly input: CreateUnitInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type UnitWriteResult = WriteResult<UnitWriteAnswer, { codBseUnidade: number | null }>;

/**
 * A new unit: a Gestor's goes to its own school, a Master's to the school it chose; the name
 * must not be used in the school (answer 0), the prefix is claimed within the school through
 * its reservation stream (taken: 400 "Este prefixo não pode ser utilizado.").
 */
@CommandHandler(CreateUnitCommand)
export class CreateUnitHandler implements ICommandHandler<CreateUnitCommand, UnitWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly reservations: Reservations,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: CreateUnitCommand): Promise<UnitWriteResult> {
    const caller = callerOf(meta);
    const schoolId = caller.profile === Profile.Gestor ? caller.schoolId : input.codBseEscola;
    if (schoolId === null) throw invalidField('codBseEscola', 'unit.schoolRequired');
    await this.scope.schoolOfUnits(caller, schoolId);
    if (input.codBseEndereco !== null) await this.scope.address(caller, input.codBseEndereco);
    if ((await unitNamedLike(this.db, schoolId, input.nomUnidade)) !== undefined)
      return answeredZero({ codBseUnidade: null });
    const id = await this.ids.next('unit');
    const metadata = eventMetadata(meta);
    await this.reservations.reserve({
      kind: UNIT_PREFIX_RESERVATION,
      value: unitPrefixValue(schoolId, input.cstTxtPrefixoLogin),
      ownerId: id,
      takenCode: 'unit.prefixTaken',
      ownerStream: unitStream,
      metadata,
    });
    return this.pipeline.handle(meta, {
      stream: unitStream(id),
      decider: unitDecider,
      command: {
        type: 'CreateUnit',
        data: {
          codBseUnidade: id,
          codBseEscola: schoolId,
          nomUnidade: input.nomUnidade,
          cstTxtPrefixoLogin: input.cstTxtPrefixoLogin,
          codBseEndereco: input.codBseEndereco,
          codUsuarioCriacao: meta.user?.userId ?? null,
        },
      },
      extra: { codBseUnidade: id },
    });
  }
}
