import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { DomainError } from '@school/modules/kernel';
import {
  addClassBookSchema,
  type ClassBook,
  type ClassProgress,
  type TrailToAdd,
  updateClassBookSchema,
  type AddClassBookInput,
} from '@school/modules/teaching';
import { findClassBook } from '@school/projections/class-books';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ClassBookScope } from './class-book-scope.service.js';
import { ClassBooksReader } from './class-books.reader.js';
import { ActivateClassBookCommand } from './activate-class-book.handler.js';
import { AddClassBookCommand } from './add-class-book.handler.js';
import { ArchiveClassBookCommand } from './archive-class-book.handler.js';
import { Route } from '@school/backend/http/route';

/**
 * A class's class books (class-book links, `trl_livro_turma`, decision 0028): its Professor adds a
 * trail (criarAula), activates one (ativarAula: one at a time) and archives them (arquivarAula);
 * the staff read them within their scope.
 */
@ApiTags('Aulas da turma')
@ApiBearerAuth()
@Controller()
export class ClassBooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: ClassBookScope,
    private readonly classBooks: ClassBooksReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'trl_livro_turma/all/:classId',
    'classBooks.read',
    "A class's class books (loadAulas), in the order added: indAtivo S for its active one, comConteudo, dscTitulo",
  )
  async ofClass(@IdParam('classId') id: number, @CurrentUser() caller: Caller): Promise<ClassBook[]> {
    await this.scope.readable(caller, id);
    return this.classBooks.ofClass(id);
  }

  @Route.get(
    'trl_livro_turma/comConteudoLivroAtivo/:classId',
    'classBooks.active',
    "The class's active class book for the player (its Professor and students): {comConteudo, codTrlLivro, dscTitulo}; " +
      'comConteudo false when none is active or it has no content',
  )
  async activeOf(@IdParam('classId') id: number, @CurrentUser() caller: Caller) {
    await this.scope.member(caller, id);
    return this.classBooks.activeOf(id);
  }

  @Route.get(
    'trl_livro_turma/progresso/:id',
    'classBooks.read',
    "How far each student of the class book's class is in its trail: the share of each chapter done (contents seen, " +
      'games played) and of the whole, the games played and won, the mean best score, the last activity, and from ' +
      'the offline player’s queue (decision 0076) the last sync (ultimaSincronizacao) and how many records arrived ' +
      'late (registrosAtrasados: done on the device more than a minute before they arrived) (the Professor and the ' +
      'staff in scope)',
  )
  async progress(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ClassProgress> {
    const link = found(await findClassBook(this.db, id));
    await this.scope.readable(caller, link.codBseTurma);
    return this.classBooks.progress(link);
  }

  @Route.get('trl_livro_turma/:id', 'classBooks.read', 'One class book of a class')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<ClassBook> {
    const link = found(await findClassBook(this.db, id));
    await this.scope.readable(caller, link.codBseTurma);
    return this.classBooks.one(link);
  }

  @Route.get(
    'trl_livro/loadLivrosNaoAdicionadosDaTurma/:classId',
    'classBooks.read',
    'The trails not yet added to a class (Selecionar Aula), each with comConteudo',
  )
  async notInClass(@IdParam('classId') id: number, @CurrentUser() caller: Caller): Promise<TrailToAdd[]> {
    await this.scope.readable(caller, id);
    return this.classBooks.notInClass(caller, id);
  }

  @Route.post(
    'trl_livro_turma',
    'classBooks.write',
    'criarAula: add a trail to one of your classes (codBseTurma, codTrlLivro); a trail is added once. ' +
      'Answers {codTrlLivroTurma, codBseTurma, codTrlLivro}',
  )
  add(@ValidBody(addClassBookSchema) body: AddClassBookInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new AddClassBookCommand(body, meta));
  }

  @Route.post(
    'trl_livro_turma/ativarLivroTurma/:id',
    'classBooks.write',
    'ativarAula: make this the class’s one active class book ("Você trocou a aula ativada com sucesso!"); refused for ' +
      'the active one ("Você não pode alterar uma aula que já está ativa.") and a trail without content ' +
      '("Esta aula ainda não possui conteúdos."): answers 1',
    DONE_ANSWER,
  )
  activate(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ActivateClassBookCommand(id, meta));
  }

  @Route.put(
    'trl_livro_turma/:id',
    'classBooks.write',
    'The legacy link update: indAtivo S activates it (as ativarLivroTurma), N on the active one is refused; ' +
      'nothing else of a link changes: answers 1',
    DONE_ANSWER,
  )
  async update(
    @IdParam() linkId: number,
    @ValidBody(updateClassBookSchema) body: z.infer<typeof updateClassBookSchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { indAtivo } = body;
    const link = await this.scope.writableLink(meta.user!, linkId);
    if (indAtivo === 'S') return this.commands.execute(new ActivateClassBookCommand(linkId, meta));
    if (indAtivo === 'N' && link.indAtivo === 'S') throw new DomainError('classBook.alreadyActive');
    return 1;
  }

  @Route.delete(
    'trl_livro_turma/:id',
    'classBooks.write',
    'arquivarAula: the class book leaves the class’s list (its history stays): answers 1',
    DONE_ANSWER,
  )
  archive(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ArchiveClassBookCommand(id, meta));
  }
}
