import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { type CurrentClass, currentClassDecider, currentClassStream } from '@school/modules/organization';
import { findClass, isMemberOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { found } from '@school/backend/http/params';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** The caller's current class switch. */
export class ChooseCurrentClassCommand extends Command<CurrentClassResult> {
  constructor(
    readonly classId: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type CurrentClassResult = WriteResult<CurrentClass>;

/**
 * The caller's current class: one of its own classes (its memberships are its scope here;
 * any other class answers 404). One stream per user keeps "one current class at a time".
 */
@CommandHandler(ChooseCurrentClassCommand)
export class ChooseCurrentClassHandler implements ICommandHandler<
  ChooseCurrentClassCommand,
  CurrentClassResult
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ classId, meta }: ChooseCurrentClassCommand): Promise<CurrentClassResult> {
    const userId = meta.user?.userId;
    if (userId === undefined) throw new DomainError('generic.unauthenticated');
    const isMember = await isMemberOf(this.db, classId, userId);
    const result = await this.pipeline.runAs(meta, {
      stream: currentClassStream(userId),
      decider: currentClassDecider,
      command: { type: 'ChooseCurrentClass', codBseUsuario: userId, codBseTurma: classId, isMember },
    });
    const turma = found(await findClass(this.db, classId));
    return writeResult(
      { codBseTurma: turma.codBseTurma, nomTurma: turma.nomTurma },
      await this.pipeline.settle(result.position),
    );
  }
}
