import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classDecider, classStream } from '@school/modules/organization';
import { countStudentsInClass } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import type { ClassWriteResult } from './create-class.handler.js';
import { OrgScopeService } from '../scope/org-scope.service.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

export class DeleteClassCommand extends Command<ClassWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Deletes a class without students (its teachers' links go with it). The students are counted
 * in the class read model, which every user write settles before answering.
 */
@CommandHandler(DeleteClassCommand)
export class DeleteClassHandler implements ICommandHandler<DeleteClassCommand, ClassWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteClassCommand): Promise<ClassWriteResult> {
    await this.scope.class(callerOf(meta), id);
    return this.pipeline.handle(meta, {
      stream: classStream(id),
      decider: classDecider,
      command: {
        type: 'DeleteClass',
        codBseTurma: id,
        studentsInClass: await countStudentsInClass(this.db, id),
      },
      extra: { codBseTurma: id },
    });
  }
}
