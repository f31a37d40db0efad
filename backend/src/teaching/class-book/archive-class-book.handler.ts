import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classBookDecider, classBooksStream } from '@school/modules/teaching';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ClassBookScope } from './class-book-scope.service.js';
import { ArchiveClassBookCommand } from './class-book.commands.js';

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
