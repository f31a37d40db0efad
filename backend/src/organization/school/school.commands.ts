import type { CreateSchoolInput, UpdateSchoolInput } from '@school/modules/organization';
import type { WriteResult } from '../../commands/write-result.js';
import type { RequestMeta } from '../../http/request-meta.js';

export class CreateSchoolCommand {
  constructor(
    readonly input: CreateSchoolInput,
    readonly meta: RequestMeta,
    /** Set only by the first-start bootstrap, which creates the protected school 1. */
    readonly fixedId?: number,
  ) {}
}

export class UpdateSchoolCommand {
  constructor(
    readonly id: number,
    readonly input: UpdateSchoolInput,
    readonly meta: RequestMeta,
  ) {}
}

export class DeleteSchoolCommand {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {}
}

/** The legacy 1 / 0, and the school's id for the demo seed (null when nothing was created). */
export type SchoolWriteResult = WriteResult<0 | 1, { codBseEscola: number | null }>;
