import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  createChapterSchema,
  swapChaptersSchema,
  updateChapterSchema,
  type Chapter,
  type CreateChapterInput,
  type SwapChaptersInput,
  type UpdateChapterInput,
} from '@school/modules/content';
import { findChapter, listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { findTrail } from '@school/projections/trail-list';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { CHAPTER_CREATE_ANSWER, DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { CreateChapterCommand } from './create-chapter.handler.js';
import { DeleteChapterCommand } from './delete-chapter.handler.js';
import { RenameChapterCommand } from './rename-chapter.handler.js';
import { SwapChaptersCommand } from './swap-chapters.handler.js';
import { Route } from '@school/backend/http/route';

/** Chapters (capitulos) of the trails: authored by the Master, read by the Professor. */
@ApiTags('Capítulos')
@ApiBearerAuth()
@Controller('trl_capitulo')
export class ChaptersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get('', 'trails.read', 'Every chapter, by trail and sequence number')
  list(): Promise<Chapter[]> {
    return listChapters(this.db);
  }

  @Route.get('pegarCapitulosDoLivro/:id', 'trails.read', "A trail's chapters, by sequence number (from 1)")
  async ofTrail(@IdParam() id: number): Promise<Chapter[]> {
    const trail = found(await findTrail(this.db, id));
    return listChapters(this.db, trail.codTrlLivro);
  }

  @Route.get(':id', 'trails.read', 'One chapter')
  async get(@IdParam() id: number): Promise<Chapter> {
    return found(await findChapter(this.db, id));
  }

  @Route.post(
    '',
    'trails.write',
    'Create a chapter at the end of its trail: 1, or 0 when the trail has the most chapters allowed',
    CHAPTER_CREATE_ANSWER,
  )
  create(@ValidBody(createChapterSchema) body: CreateChapterInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new CreateChapterCommand(body, meta));
  }

  @Route.put(
    'inverterCapitulos/:x',
    'trails.write',
    'Swap the sequence numbers of two chapters of one trail (capitulo1, capitulo2: ids or chapters)',
    DONE_ANSWER,
  )
  swap(@ValidBody(swapChaptersSchema) body: SwapChaptersInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapChaptersCommand(body, meta));
  }

  @Route.put(':id', 'trails.write', 'Rename a chapter: answers 1', DONE_ANSWER)
  update(
    @IdParam() chapterId: number,
    @ValidBody(updateChapterSchema) body: UpdateChapterInput,
    @Meta() meta: RequestMeta,
  ) {
    return this.commands.execute(new RenameChapterCommand(chapterId, body, meta));
  }

  @Route.delete(':id', 'trails.write', 'Delete a chapter: answers 1', DONE_ANSWER)
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteChapterCommand(id, meta));
  }
}
