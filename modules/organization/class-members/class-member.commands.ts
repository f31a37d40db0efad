import { Command } from '@nestjs/cqrs';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { ClassWriteResult } from '../class/class.commands.js';

/** Takes a student out of a class (DELETE /api/bse_usuario_turma/{codBseTurma}/{codBseUsuario}). */
export class RemoveClassMemberCommand extends Command<ClassWriteResult> {
  constructor(
    readonly classId: number,
    readonly userId: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
