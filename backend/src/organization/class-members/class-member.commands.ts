import type { RequestMeta } from '../../http/request-meta.js';

/** Takes a student out of a class (DELETE /api/bse_usuario_turma/{codBseTurma}/{codBseUsuario}). */
export class RemoveClassMemberCommand {
  constructor(
    readonly classId: number,
    readonly userId: number,
    readonly meta: RequestMeta,
  ) {}
}
