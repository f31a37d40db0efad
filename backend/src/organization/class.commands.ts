import type {
  ClassWriteAnswer,
  CreateClassInput,
  CurrentClass,
  UpdateClassInput,
} from '@school/modules/organization';
import type { RequestMeta } from '../http/request-meta.js';
import type { WriteResult } from '../commands/write-result.js';

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

/** Takes a student out of a class (DELETE /api/bse_usuario_turma/{codBseTurma}/{codBseUsuario}). */
export class RemoveClassMemberCommand {
  constructor(
    readonly classId: number,
    readonly userId: number,
    readonly meta: RequestMeta,
  ) {}
}

/** The caller's current class switch. */
export class ChooseCurrentClassCommand {
  constructor(
    readonly classId: number,
    readonly meta: RequestMeta,
  ) {}
}

export type ClassWriteResult = WriteResult<ClassWriteAnswer, { codBseTurma: number | null }>;

export type CurrentClassResult = WriteResult<CurrentClass>;
