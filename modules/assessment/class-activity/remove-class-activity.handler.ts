import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ClassActivityWriter } from './class-activity-writer.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** DELETE /bse_atividade_turma/{id}: the activity leaves the class's list; answers and grades stay. */
export class RemoveClassActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/bse_atividade_turma/{id}: the activity leaves the class's list; answers and grades keep their streams. */
@CommandHandler(RemoveClassActivityCommand)
export class RemoveClassActivityHandler implements ICommandHandler<
  RemoveClassActivityCommand,
  WriteResult<number>
> {
  constructor(private readonly links: ClassActivityWriter) {}

  execute({ id, meta }: RemoveClassActivityCommand): Promise<WriteResult<number>> {
    return this.links.write(meta, id, { type: 'RemoveClassActivity', codBseAtividadeTurma: id });
  }
}
