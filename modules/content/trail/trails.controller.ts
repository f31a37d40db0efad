import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  swapTrailsSchema,
  trailListReach,
  trailSchema,
  type Trail,
  type SwapTrailsInput,
  type TrailInput,
} from '@school/modules/content';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { ActivateTrailCommand } from './activate-trail.handler.js';
import { CreateTrailCommand } from './create-trail.handler.js';
import { DeleteTrailCommand } from './delete-trail.handler.js';
import { RenameTrailCommand } from './rename-trail.handler.js';
import { SwapTrailsCommand } from './swap-trails.handler.js';
import { TrailAccess } from './trail-access.service.js';
import { CopyTrailCommand } from './copy-trail.handler.js';
import { Route } from '@school/backend/http/route';

/**
 * Trails (livros): the network's catalogue, which the Master authors, and the schools' trails,
 * which their Professors, Gestores and Coordenadores author (decision 0070). Each caller lists
 * the catalogue and its school's; `editable` says which it may change.
 */
@ApiTags('Trilhas')
@ApiBearerAuth()
@Controller('trl_livro')
export class TrailsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
    private readonly access: TrailAccess,
  ) {}

  @Route.get(
    '',
    'trails.read',
    "The trails the caller reads (the catalogue's and its school's), in their order; editable: whether it may change each",
  )
  list(@CurrentUser() caller: Caller): Promise<Trail[]> {
    return this.listFor(caller);
  }

  @Route.get(
    'all/:year',
    'trails.read',
    'The trails the caller reads (the legacy year filter, -1: all; trails belong to no year)',
  )
  all(@CurrentUser() caller: Caller): Promise<Trail[]> {
    return this.listFor(caller);
  }

  @Route.get(':id', 'trails.read', 'One trail (404 outside the caller’s reach)')
  get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Trail> {
    return this.access.readableTrail(caller, id);
  }

  @Route.post(
    'copiar/:id',
    'trails.write',
    'Copy trail {id} (one the caller reads) into a new trail of the caller’s, with every chapter, lesson, content ' +
      'and game; a copy a crash left half made is finished instead. Answers {codTrlLivro}',
  )
  copy(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CopyTrailCommand(id, meta));
  }

  @Route.post(
    '',
    'trails.write',
    'Create a trail at the end of the catalogue: answers 1 ("Trilha {title} criado.")',
    DONE_ANSWER,
  )
  create(@ValidBody(trailSchema) body: TrailInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateTrailCommand(body, meta));
  }

  @Route.put('ativarLivro/:id', 'trails.write', "Activate a trail (indAtivo 'S'): answers 1", DONE_ANSWER)
  activate(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ActivateTrailCommand(id, meta));
  }

  @Route.put(
    'inverterLivros/:x',
    'trails.write',
    'Swap the places of two trails (livro1, livro2: ids or trails): answers 1',
    DONE_ANSWER,
  )
  swap(@ValidBody(swapTrailsSchema) body: SwapTrailsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapTrailsCommand(body, meta));
  }

  @Route.put(':id', 'trails.write', 'Rename a trail: answers 1', DONE_ANSWER)
  update(@IdParam() trailId: number, @ValidBody(trailSchema) body: TrailInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new RenameTrailCommand(trailId, body, meta));
  }

  @Route.delete(
    ':id',
    'trails.write',
    'Delete a trail without chapters: answers 1; one with chapters is refused (409)',
    DONE_ANSWER,
  )
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteTrailCommand(id, meta));
  }

  private async listFor(caller: Caller): Promise<Trail[]> {
    return (await listTrails(this.db, trailListReach(caller))).map((t) => this.access.view(caller, t));
  }
}
