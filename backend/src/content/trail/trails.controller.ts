import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import {
  swapTrailsSchema,
  trailSchema,
  type Trail,
  type SwapTrailsInput,
  type TrailInput,
} from '@school/modules/content';
import type { Db } from '@school/projections/kernel';
import { findTrail, listTrails } from '@school/projections/trail-list';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody } from '../../http/valid-input.js';
import { DONE_ANSWER } from '../content-answers.openapi.js';
import {
  ActivateTrailCommand,
  CreateTrailCommand,
  DeleteTrailCommand,
  RenameTrailCommand,
  SwapTrailsCommand,
} from './trail.commands.js';

/** Trails (livros): the network's catalogue. The Master authors them; the Professor reads them. */
@ApiTags('Trilhas')
@ApiBearerAuth()
@Controller('trl_livro')
export class TrailsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get()
  @RequirePermission('trails.read')
  @ApiOperation({ summary: "Every trail, in the catalogue's order (codBseTurma and codTrlAno are null)" })
  list(): Promise<Trail[]> {
    return listTrails(this.db);
  }

  @Get('all/:year')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'Every trail (the legacy year filter, -1: all; trails belong to no year)' })
  all(): Promise<Trail[]> {
    return listTrails(this.db);
  }

  @Get(':id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'One trail' })
  async get(@Param('id') id: string): Promise<Trail> {
    const trail = await findTrail(this.db, parseId(id));
    if (!trail) throw new DomainError('generic.notFound');
    return trail;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: 'Create a trail at the end of the catalogue: answers 1 ("Trilha {title} criado.")',
  })
  @ApiOkResponse(DONE_ANSWER)
  create(@ValidBody(trailSchema) body: TrailInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateTrailCommand(body, meta));
  }

  @Put('ativarLivro/:id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: "Activate a trail (indAtivo 'S'): answers 1" })
  @ApiOkResponse(DONE_ANSWER)
  activate(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ActivateTrailCommand(parseId(id), meta));
  }

  @Put('inverterLivros/:x')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Swap the places of two trails (livro1, livro2: ids or trails): answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  swap(@ValidBody(swapTrailsSchema) body: SwapTrailsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapTrailsCommand(body, meta));
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Rename a trail: answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  update(@Param('id') id: string, @ValidBody(trailSchema) body: TrailInput, @Meta() meta: RequestMeta) {
    const trailId = parseId(id);
    return this.commands.execute(new RenameTrailCommand(trailId, body, meta));
  }

  @Delete(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Delete a trail without chapters: answers 1; one with chapters is refused (409)' })
  @ApiOkResponse(DONE_ANSWER)
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteTrailCommand(parseId(id), meta));
  }
}
