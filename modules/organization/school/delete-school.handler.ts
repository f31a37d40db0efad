import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { PROTECTED_SCHOOL_ID, schoolDecider, schoolStream } from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { countUnitsInSchool } from '@school/projections/unit-list';
import { countUsersInSchool } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { Reservations } from '@school/backend/commands/reservations';
import { DATABASE } from '@school/backend/core/tokens';
import { eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import type { SchoolWriteResult } from './create-school.handler.js';
import { writeResult } from '@school/backend/commands/write-result';

export class DeleteSchoolCommand extends Command<SchoolWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Deletes an empty school (no users, no units) and frees its prefix. The counts are read from
 * the read models, which every user and unit write settles before answering.
 */
@CommandHandler(DeleteSchoolCommand)
export class DeleteSchoolHandler implements ICommandHandler<DeleteSchoolCommand, SchoolWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reservations: Reservations,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteSchoolCommand): Promise<SchoolWriteResult> {
    if (id === PROTECTED_SCHOOL_ID) throw new DomainError('school.protected');
    const metadata = eventMetadata(meta);
    const result = await this.pipeline.runAs(meta, {
      stream: schoolStream(id),
      decider: schoolDecider,
      command: {
        type: 'DeleteSchool',
        codBseEscola: id,
        usersInSchool: await countUsersInSchool(this.db, id),
        unitsInSchool: await countUnitsInSchool(this.db, id),
      },
    });
    const deleted = result.events.find((e) => e.type === 'SchoolDeleted');
    const released = deleted
      ? await this.reservations.release('school-prefix', deleted.data.cstTxtPrefixoLogin, id, metadata)
      : null;
    return writeResult(1, await this.pipeline.settle(released ?? result.position), { codBseEscola: id });
  }
}
