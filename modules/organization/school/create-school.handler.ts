import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateSchoolInput, schoolDecider, schoolStream } from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { schoolNamedLike } from '@school/projections/school-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { Reservations } from '@school/backend/commands/reservations';
import { DATABASE } from '@school/backend/core/tokens';
import { eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { answeredZero, type WriteResult } from '@school/backend/commands/write-result';

export class CreateSchoolCommand extends Command<SchoolWriteResult> {
  constructor(
    readonly input: CreateSchoolInput,
    readonly meta: RequestMeta,
    /** Set only by the first-start bootstrap, which creates the protected school 1. */
    readonly fixedId?: number,
  ) {
    super();
  }
}

/** The legacy 1 / 0, and the school's id for the demo seed (null when nothing was created). */
export type SchoolWriteResult = WriteResult<0 | 1, { codBseEscola: number | null }>;

/**
 * A new school: the name must not be in use (answer 0, as the legacy client expects), the
 * prefix is claimed through its reservation stream (taken: 400 "Prefixo já existente."),
 * then the school's own stream is created.
 */
@CommandHandler(CreateSchoolCommand)
export class CreateSchoolHandler implements ICommandHandler<CreateSchoolCommand, SchoolWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly reservations: Reservations,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta, fixedId }: CreateSchoolCommand): Promise<SchoolWriteResult> {
    if ((await schoolNamedLike(this.db, input.nomEscola)) !== undefined)
      return answeredZero({ codBseEscola: null });
    const id = fixedId ?? (await this.ids.next('school'));
    if (fixedId !== undefined) await this.ids.reserveUpTo('school', fixedId);
    const metadata = eventMetadata(meta);
    await this.reservations.reserve({
      kind: 'school-prefix',
      value: input.cstTxtPrefixoLogin,
      ownerId: id,
      takenCode: 'school.prefixTaken',
      ownerStream: schoolStream,
      metadata,
    });
    return this.pipeline.handle(meta, {
      stream: schoolStream(id),
      decider: schoolDecider,
      command: {
        type: 'CreateSchool',
        data: {
          codBseEscola: id,
          nomEscola: input.nomEscola,
          cstTxtPrefixoLogin: input.cstTxtPrefixoLogin,
          codBseEndereco: input.codBseEndereco,
          codUsuarioCriacao: meta.user?.userId ?? null,
        },
      },
      extra: { codBseEscola: id },
    });
  }
}
