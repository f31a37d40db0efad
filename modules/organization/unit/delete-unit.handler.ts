import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  UNIT_PREFIX_RESERVATION,
  unitDecider,
  unitPrefixValue,
  unitStream,
} from '@school/modules/organization';
import { countClassesInUnit } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { countUsersInUnit } from '@school/projections/unit-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { Reservations } from '@school/backend/commands/reservations';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { OrgScopeService } from '../scope/org-scope.service.js';
import type { UnitWriteResult } from './create-unit.handler.js';
import { writeResult } from '@school/backend/commands/write-result';

export class DeleteUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Deletes a unit without classes or users, and frees its prefix in the school. The counts are
 * read from the read models, which every class and user write settles before answering.
 */
@CommandHandler(DeleteUnitCommand)
export class DeleteUnitHandler implements ICommandHandler<DeleteUnitCommand, UnitWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reservations: Reservations,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteUnitCommand): Promise<UnitWriteResult> {
    await this.scope.unit(callerOf(meta), id);
    const metadata = eventMetadata(meta);
    const result = await this.pipeline.runAs(meta, {
      stream: unitStream(id),
      decider: unitDecider,
      command: {
        type: 'DeleteUnit',
        codBseUnidade: id,
        classesInUnit: await countClassesInUnit(this.db, id),
        usersInUnit: await countUsersInUnit(this.db, id),
      },
    });
    const deleted = result.events.find((e) => e.type === 'UnitDeleted');
    const released = deleted
      ? await this.reservations.release(
          UNIT_PREFIX_RESERVATION,
          unitPrefixValue(deleted.data.codBseEscola, deleted.data.cstTxtPrefixoLogin),
          id,
          metadata,
        )
      : null;
    return writeResult(1, await this.pipeline.settle(released ?? result.position), { codBseUnidade: id });
  }
}
