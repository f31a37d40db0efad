import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classBookDecider, classBooksStream } from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ClassBookScope } from './class-book-scope.service.js';

/** arquivarAula (and DELETE): the class book leaves the class's list. */
export class ArchiveClassBookCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** arquivarAula (and DELETE /trl_livro_turma/{id}): the link leaves the class's list; its history stays. */
@CommandHandler(ArchiveClassBookCommand)
export class ArchiveClassBookHandler implements ICommandHandler<
  ArchiveClassBookCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: ClassBookScope,
  ) {}

  async execute({ id, meta }: ArchiveClassBookCommand): Promise<WriteResult<number>> {
    const link = await this.scope.writableLink(callerOf(meta), id);
    return this.pipeline.handle(meta, {
      stream: classBooksStream(link.codBseTurma),
      decider: classBookDecider,
      command: { type: 'ArchiveClassBook', codTrlLivroTurma: id },
    });
  }
}
