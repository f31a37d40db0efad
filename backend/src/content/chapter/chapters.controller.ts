import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  createChapterSchema,
  swapChaptersSchema,
  updateChapterSchema,
  type Chapter,
  type CreateChapterInput,
  type SwapChaptersInput,
  type UpdateChapterInput,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { findChapter, listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { findTrail } from '@school/projections/trail-list';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody } from '../../http/valid-input.js';
import { CHAPTER_CREATE_ANSWER, DONE_ANSWER } from '../content-answers.openapi.js';
import {
  CreateChapterCommand,
  DeleteChapterCommand,
  RenameChapterCommand,
  SwapChaptersCommand,
} from './chapter.commands.js';

/** Chapters (capitulos) of the trails: authored by the Master, read by the Professor. */
@ApiTags('Capítulos')
@ApiBearerAuth()
@Controller('trl_capitulo')
export class ChaptersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get()
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'Every chapter, by trail and sequence number' })
  list(): Promise<Chapter[]> {
    return listChapters(this.db);
  }

  @Get('pegarCapitulosDoLivro/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: "A trail's chapters, by sequence number (from 1)" })
  async ofTrail(@Param('id') id: string): Promise<Chapter[]> {
    const trail = await findTrail(this.db, parseId(id));
    if (!trail) throw new DomainError('generic.notFound');
    return listChapters(this.db, trail.codTrlLivro);
  }

  @Get(':id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'One chapter' })
  async get(@Param('id') id: string): Promise<Chapter> {
    const chapter = await findChapter(this.db, parseId(id));
    if (!chapter) throw new DomainError('generic.notFound');
    return chapter;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: 'Create a chapter at the end of its trail: 1, or 0 when the trail has the most chapters allowed',
  })
  @ApiOkResponse(CHAPTER_CREATE_ANSWER)
  create(@ValidBody(createChapterSchema) body: CreateChapterInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateChapterCommand(body, meta));
  }

  @Put('inverterCapitulos/:x')
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: 'Swap the sequence numbers of two chapters of one trail (capitulo1, capitulo2: ids or chapters)',
  })
  @ApiOkResponse(DONE_ANSWER)
  swap(@ValidBody(swapChaptersSchema) body: SwapChaptersInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapChaptersCommand(body, meta));
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Rename a chapter: answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  update(
    @Param('id') id: string,
    @ValidBody(updateChapterSchema) body: UpdateChapterInput,
    @Meta() meta: RequestMeta,
  ) {
    const chapterId = parseId(id);
    return this.commands.execute(new RenameChapterCommand(chapterId, body, meta));
  }

  @Delete(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Delete a chapter: answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteChapterCommand(parseId(id), meta));
  }
}
