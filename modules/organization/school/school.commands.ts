import { Command } from '@nestjs/cqrs';
import type { CreateSchoolInput, UpdateSchoolInput } from '@school/modules/organization';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

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

export class UpdateSchoolCommand extends Command<SchoolWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateSchoolInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteSchoolCommand extends Command<SchoolWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** The legacy 1 / 0, and the school's id for the demo seed (null when nothing was created). */
export type SchoolWriteResult = WriteResult<0 | 1, { codBseEscola: number | null }>;
