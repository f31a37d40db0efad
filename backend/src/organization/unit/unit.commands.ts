import type { CreateUnitInput, UnitWriteAnswer, UpdateUnitInput } from '@school/modules/organization';
import type { RequestMeta } from '../../http/request-meta.js';
import type { WriteResult } from '../../commands/write-result.js';

export class CreateUnitCommand {
  constructor(
    readonly input: CreateUnitInput,
    readonly meta: RequestMeta,
  ) {}
}

export class UpdateUnitCommand {
  constructor(
    readonly id: number,
    readonly input: UpdateUnitInput,
    readonly meta: RequestMeta,
  ) {}
}

export class DeleteUnitCommand {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {}
}

export type UnitWriteResult = WriteResult<UnitWriteAnswer, { codBseUnidade: number | null }>;
