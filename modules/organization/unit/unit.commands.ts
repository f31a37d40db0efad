import { Command } from '@nestjs/cqrs';
import type { CreateUnitInput, UnitWriteAnswer, UpdateUnitInput } from '@school/modules/organization';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { WriteResult } from '@school/backend/commands/write-result';

export class CreateUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly input: CreateUnitInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class UpdateUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateUnitInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteUnitCommand extends Command<UnitWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type UnitWriteResult = WriteResult<UnitWriteAnswer, { codBseUnidade: number | null }>;
