import { Command } from '@nestjs/cqrs';
import type { AddClassBookInput } from '@school/modules/teaching';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** What POST /trl_livro_turma (criarAula) answers: the link made. */
export interface ClassBookAdded {
  codTrlLivroTurma: number;
  codBseTurma: number;
  codTrlLivro: number;
}

/** criarAula: a trail of the catalogue for one of the Professor's classes. */
export class AddClassBookCommand extends Command<WriteResult<ClassBookAdded>> {
  constructor(
    readonly input: AddClassBookInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** ativarAula: the class's one active lesson becomes this one. */
export class ActivateClassBookCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** arquivarAula (and DELETE): the lesson leaves the class's list. */
export class ArchiveClassBookCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
