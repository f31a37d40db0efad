import { Command } from '@nestjs/cqrs';
import type { ClassWriteAnswer, CreateClassInput, UpdateClassInput } from '@school/modules/organization';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { WriteResult } from '@school/backend/commands/write-result';

export class CreateClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly input: CreateClassInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class RenameClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateClassInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type ClassWriteResult = WriteResult<ClassWriteAnswer, { codBseTurma: number | null }>;
