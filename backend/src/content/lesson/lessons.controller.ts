import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ChapterEditor,
  createLessonSchema,
  type Lesson,
  swapLessonsSchema,
  updateLessonSchema,
  type CreateLessonInput,
  type SwapLessonsInput,
  type UpdateLessonInput,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { chapterLessons, findLesson, listLessons } from '@school/projections/chapter-editor';
import { findChapter } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody } from '../../http/valid-input.js';
import { DONE_ANSWER } from '../content-answers.openapi.js';
import {
  CreateLessonCommand,
  DeleteLessonCommand,
  EditLessonCommand,
  SwapLessonsCommand,
} from './lesson.commands.js';

/** Lessons (aulas) of the chapters: authored by the Master, read by the Professor. */
@ApiTags('Aulas')
@ApiBearerAuth()
@Controller('trl_aula')
export class LessonsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  private async chapter(id: string) {
    const chapter = await findChapter(this.db, parseId(id));
    if (!chapter) throw new DomainError('generic.notFound');
    return chapter;
  }

  @Get('pegarAulasDoCapitulo/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: "A chapter's lessons, by sequence number (from 1)" })
  async ofChapter(@Param('id') id: string): Promise<Lesson[]> {
    return listLessons(this.db, (await this.chapter(id)).codTrlCapitulo);
  }

  @Get('editorDoCapitulo/:id')
  @RequirePermission('trails.read')
  @ApiOperation({
    summary:
      'The chapter editor in one answer: the chapter, its lessons and each lesson’s contents with their previews',
  })
  async editor(@Param('id') id: string): Promise<ChapterEditor> {
    const chapter = await this.chapter(id);
    return {
      codTrlCapitulo: chapter.codTrlCapitulo,
      codTrlLivro: chapter.codTrlLivro,
      dscTitulo: chapter.dscTitulo,
      aulas: await chapterLessons(this.db, chapter.codTrlCapitulo),
    };
  }

  @Get(':id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'One lesson' })
  async get(@Param('id') id: string): Promise<Lesson> {
    const lesson = await findLesson(this.db, parseId(id));
    if (!lesson) throw new DomainError('generic.notFound');
    return lesson;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Create a lesson at the end of its chapter: answers the lesson' })
  create(@ValidBody(createLessonSchema) body: CreateLessonInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateLessonCommand(body, meta));
  }

  @Put('inverterAulas/:x')
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: 'Swap the sequence numbers of two lessons of one chapter (aula1, aula2: ids or lessons)',
  })
  @ApiOkResponse(DONE_ANSWER)
  swap(@ValidBody(swapLessonsSchema) body: SwapLessonsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapLessonsCommand(body, meta));
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change a lesson’s title, description and subject: answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  update(
    @Param('id') id: string,
    @ValidBody(updateLessonSchema) body: UpdateLessonInput,
    @Meta() meta: RequestMeta,
  ) {
    const lessonId = parseId(id);
    return this.commands.execute(new EditLessonCommand(lessonId, body, meta));
  }

  @Delete(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Delete a lesson without contents: answers 1 (409 lesson.hasContents otherwise)' })
  @ApiOkResponse(DONE_ANSWER)
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteLessonCommand(parseId(id), meta));
  }
}
