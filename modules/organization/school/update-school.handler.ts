import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import {
  PROTECTED_SCHOOL_ID,
  schoolDecider,
  schoolStream,
  type UpdateSchoolInput,
} from '@school/modules/organization';
import type { Db } from '@school/projections/kernel';
import { schoolNamedLike } from '@school/projections/school-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { SchoolWriteResult } from './create-school.handler.js';
import { answeredZero } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class UpdateSchoolCommand extends Command<SchoolWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateSchoolInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** Renames a school or changes its address; the prefix stays as it was created. */
@CommandHandler(UpdateSchoolCommand)
export class UpdateSchoolHandler implements ICommandHandler<UpdateSchoolCommand, SchoolWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, input, meta }: UpdateSchoolCommand): Promise<SchoolWriteResult> {
    if (input.codBseEscola !== undefined && input.codBseEscola !== id)
      throw new DomainError('generic.invalid');
    if (id === PROTECTED_SCHOOL_ID) throw new DomainError('school.protected');
    if ((await schoolNamedLike(this.db, input.nomEscola, id)) !== undefined)
      return answeredZero({ codBseEscola: id });
    return this.pipeline.handle(meta, {
      stream: schoolStream(id),
      decider: schoolDecider,
      command: {
        type: 'UpdateSchool',
        codBseEscola: id,
        nomEscola: input.nomEscola,
        codBseEndereco: input.codBseEndereco,
        cstTxtPrefixoLogin: input.cstTxtPrefixoLogin,
      },
      extra: { codBseEscola: id },
    });
  }
}
