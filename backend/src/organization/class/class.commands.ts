import type { ClassWriteAnswer, CreateClassInput, UpdateClassInput } from '@school/modules/organization';
import type { RequestMeta } from '../../http/request-meta.js';
import type { WriteResult } from '../../commands/write-result.js';

export class CreateClassCommand {
  constructor(
    readonly input: CreateClassInput,
    readonly meta: RequestMeta,
  ) {}
}

export class RenameClassCommand {
  constructor(
    readonly id: number,
    readonly input: UpdateClassInput,
    readonly meta: RequestMeta,
  ) {}
}

export class DeleteClassCommand {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {}
}

export type ClassWriteResult = WriteResult<ClassWriteAnswer, { codBseTurma: number | null }>;
