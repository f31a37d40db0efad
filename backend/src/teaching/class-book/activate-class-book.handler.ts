import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classBookDecider, classBooksStream } from '@school/modules/teaching';
import { trailsWithContent } from '@school/projections/class-books';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import type { WriteResult } from '../../commands/write-result.js';
import { DATABASE } from '../../core/tokens.js';
import { callerOf } from '../../organization/scope/org-scope.service.js';
import { ClassBookScope } from './class-book-scope.service.js';
import { ActivateClassBookCommand } from './class-book.commands.js';

/**
 * ativarAula: one event on the class's stream, decided against its revision, so two activations
 * at once never leave two active lessons (the second is decided again, or refused).
 */
@CommandHandler(ActivateClassBookCommand)
export class ActivateClassBookHandler implements ICommandHandler<
  ActivateClassBookCommand,
  WriteResult<number>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: ClassBookScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: ActivateClassBookCommand): Promise<WriteResult<number>> {
    const link = await this.scope.writableLink(callerOf(meta), id);
    const hasContent = (await trailsWithContent(this.db, [link.codTrlLivro])).size > 0;
    return this.pipeline.handle(meta, {
      stream: classBooksStream(link.codBseTurma),
      decider: classBookDecider,
      command: { type: 'ActivateClassBook', codTrlLivroTurma: id, hasContent },
    });
  }
}
