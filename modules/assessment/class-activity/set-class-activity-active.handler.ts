import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ClassActivityWriter } from './class-activity-writer.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** PUT /bse_atividade_turma/{id} (indAtivo): open the activity to answers, or close it. */
export class SetClassActivityActiveCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly active: boolean,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/bse_atividade_turma/{id}: the active switch (indAtivo S/N) of the Professor's class activity. */
@CommandHandler(SetClassActivityActiveCommand)
export class SetClassActivityActiveHandler implements ICommandHandler<
  SetClassActivityActiveCommand,
  WriteResult<number>
> {
  constructor(private readonly links: ClassActivityWriter) {}

  execute({ id, active, meta }: SetClassActivityActiveCommand): Promise<WriteResult<number>> {
    return this.links.write(meta, id, { type: 'SetClassActivityActive', codBseAtividadeTurma: id, active });
  }
}
