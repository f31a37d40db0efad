import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AddClassBookInput, classBookDecider, classBooksStream } from '@school/modules/teaching';
import { trailReach } from '@school/modules/content';
import type { Db } from '@school/projections/kernel';
import { findTrail } from '@school/projections/trail-list';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { actorOf, callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { ClassBookScope } from './class-book-scope.service.js';

/** criarAula: a trail of the catalogue for one of the Professor's classes. */
export class AddClassBookCommand extends Command<WriteResult<ClassBookAdded>> {
  constructor(
    readonly input: AddClassBookInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** What POST /trl_livro_turma (criarAula) answers: the link made. */
export interface ClassBookAdded {
  codTrlLivroTurma: number;
  codBseTurma: number;
  codTrlLivro: number;
}

/** criarAula: decided on the class's stream, which knows its links (a trail is added once). */
@CommandHandler(AddClassBookCommand)
export class AddClassBookHandler implements ICommandHandler<
  AddClassBookCommand,
  WriteResult<ClassBookAdded>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly scope: ClassBookScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: AddClassBookCommand): Promise<WriteResult<ClassBookAdded>> {
    const { codBseTurma, codTrlLivro } = input;
    await this.scope.writable(callerOf(meta), codBseTurma);
    // A trail the caller does not read (another school's) is as absent as none (decision 0070).
    const trail = await findTrail(this.db, codTrlLivro);
    const trailExists = trail !== undefined && trailReach(actorOf(meta), trail) !== 'none';
    const codTrlLivroTurma = await this.ids.next('class_book');
    return this.pipeline.handle(meta, {
      stream: classBooksStream(codBseTurma),
      decider: classBookDecider,
      command: { type: 'AddClassBook', codTrlLivroTurma, codBseTurma, codTrlLivro, trailExists },
      answer: { codTrlLivroTurma, codBseTurma, codTrlLivro },
    });
  }
}
