import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  swapTrailsSchema,
  trailSchema,
  type Trail,
  type SwapTrailsInput,
  type TrailInput,
} from '@school/modules/content';
import type { Db } from '@school/projections/kernel';
import { findTrail, listTrails } from '@school/projections/trail-list';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { ActivateTrailCommand } from './activate-trail.handler.js';
import { CreateTrailCommand } from './create-trail.handler.js';
import { DeleteTrailCommand } from './delete-trail.handler.js';
import { RenameTrailCommand } from './rename-trail.handler.js';
import { SwapTrailsCommand } from './swap-trails.handler.js';
import { Route } from '@school/backend/http/route';

/** Trails (livros): the network's catalogue. The Master authors them; the Professor reads them. */
@ApiTags('Trilhas')
@ApiBearerAuth()
@Controller('trl_livro')
export class TrailsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'trails.read', "Every trail, in the catalogue's order (codBseTurma and codTrlAno are null)")
  list(): Promise<Trail[]> {
    return listTrails(this.db);
  }

  @Route.get(
    'all/:year',
    'trails.read',
    'Every trail (the legacy year filter, -1: all; trails belong to no year)',
  )
  all(): Promise<Trail[]> {
    return listTrails(this.db);
  }

  @Route.get(':id', 'trails.read', 'One trail')
  async get(@IdParam() id: number): Promise<Trail> {
    return found(await findTrail(this.db, id));
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
}
