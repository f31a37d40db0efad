import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { classBookDecider, classBooksStream } from '@school/modules/teaching';
import { trailsWithContent } from '@school/projections/class-books';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ClassBookScope } from './class-book-scope.service.js';

/** ativarAula: the class's one active class book becomes this one. */
export class ActivateClassBookCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * ativarAula: one event on the class's stream, decided against its revision, so two activations
 * at once never leave two active class books (the second is decided again, or refused).
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
