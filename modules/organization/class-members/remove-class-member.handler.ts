import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classDecider, classStream } from '@school/modules/organization';
import { isStudentOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { ClassWriteResult } from '../class/create-class.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

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

/**
 * Takes a student out of a class in the caller's scope. Recorded on the class's stream: the
 * user's stream belongs to the identity context (docs/decisions/0005).
 */
@CommandHandler(RemoveClassMemberCommand)
export class RemoveClassMemberHandler implements ICommandHandler<RemoveClassMemberCommand, ClassWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ classId, userId, meta }: RemoveClassMemberCommand): Promise<ClassWriteResult> {
    await this.scope.class(callerOf(meta), classId);
    return this.pipeline.handle(meta, {
      stream: classStream(classId),
      decider: classDecider,
      command: {
        type: 'RemoveClassMember',
        codBseTurma: classId,
        codBseUsuario: userId,
        isStudent: await isStudentOf(this.db, classId, userId),
      },
      extra: { codBseTurma: classId },
    });
  }
}
