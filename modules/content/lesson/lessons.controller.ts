import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createLessonSchema,
  type Lesson,
  swapLessonsSchema,
  updateLessonSchema,
  type CreateLessonInput,
  type SwapLessonsInput,
  type UpdateLessonInput,
} from '@school/modules/content';
import type { Response } from 'express';
import { findLesson, listLessons } from '@school/projections/chapter-editor';
import { findChapter } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { CreateLessonCommand } from './create-lesson.handler.js';
import { DeleteLessonCommand } from './delete-lesson.handler.js';
import { EditLessonCommand } from './edit-lesson.handler.js';
import { SwapLessonsCommand } from './swap-lessons.handler.js';
import { Route } from '@school/backend/http/route';
import { ChapterEditorAnswers } from './chapter-editor-answers.reader.js';
import { TrailAccess } from '../trail/trail-access.service.js';

/** Lessons (aulas) of the chapters: changed and read as their trail's owner rule says (decision 0070). */
@ApiTags('Aulas')
@ApiBearerAuth()
@Controller('trl_aula')
export class LessonsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
    private readonly editorAnswers: ChapterEditorAnswers,
    private readonly access: TrailAccess,
  ) {}

  /** The chapter, 404 unless its trail is one the caller reads. */
  private async chapter(caller: Caller, id: number) {
    await this.access.readableChapter(caller, id);
    return found(await findChapter(this.db, id));
  }

  @Route.get('pegarAulasDoCapitulo/:id', 'trails.read', "A chapter's lessons, by sequence number (from 1)")
  async ofChapter(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Lesson[]> {
    return listLessons(this.db, (await this.chapter(caller, id)).codTrlCapitulo);
  }

  @Route.get(
    'editorDoCapitulo/:id',
    'trails.read',
    'The chapter editor in one answer: the chapter, its lessons and each lesson’s contents with their previews',
  )
  async editor(
    @IdParam() id: number,
    @CurrentUser() caller: Caller,
    @Res() response: Response,
  ): Promise<void> {
    const chapter = await this.chapter(caller, id);
    // A ChapterEditor, serialised once per version of the chapter (ChapterEditorAnswers), sent as
    // its bytes; Express answers 304 to a client that holds this version.
    const { body, etag } = await this.editorAnswers.answer(chapter);
    response.type('application/json').setHeader('ETag', etag);
    response.send(body);
  }

  @Route.get(':id', 'trails.read', 'One lesson')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Lesson> {
    await this.access.readableLesson(caller, id);
    return found(await findLesson(this.db, id));
  }

  @Route.post('', 'trails.write', 'Create a lesson at the end of its chapter: answers the lesson')
  create(@ValidBody(createLessonSchema) body: CreateLessonInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateLessonCommand(body, meta));
  }

  @Route.put(
    'inverterAulas/:x',
    'trails.write',
    'Swap the sequence numbers of two lessons of one chapter (aula1, aula2: ids or lessons)',
    DONE_ANSWER,
  )
  swap(@ValidBody(swapLessonsSchema) body: SwapLessonsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapLessonsCommand(body, meta));
  }

  @Route.put(
    ':id',
    'trails.write',
    'Change a lesson’s title, description and subject: answers 1',
    DONE_ANSWER,
  )
  update(
    @IdParam() lessonId: number,
    @ValidBody(updateLessonSchema) body: UpdateLessonInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new EditLessonCommand(lessonId, body, meta));
  }

  @Route.delete(
    ':id',
    'trails.write',
    'Delete a lesson without contents: answers 1 (409 lesson.hasContents otherwise)',
    DONE_ANSWER,
  )
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteLessonCommand(id, meta));
  }
}
