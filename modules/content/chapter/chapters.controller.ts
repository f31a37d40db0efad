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
  trailListReach,
  type UpdateChapterInput,
} from '@school/modules/content';
import { findChapter, listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
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
import { TrailAccess } from '../trail/trail-access.service.js';

/** Chapters (capitulos) of the trails: changed and read as their trail's owner rule says (decision 0070). */
@ApiTags('Capítulos')
@ApiBearerAuth()
@Controller('trl_capitulo')
export class ChaptersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
    private readonly access: TrailAccess,
  ) {}

  @Route.get('', 'trails.read', 'Every chapter of the trails the caller reads, by trail and sequence number')
  async list(@CurrentUser() caller: Caller): Promise<Chapter[]> {
    const [chapters, trails] = await Promise.all([
      listChapters(this.db),
      listTrails(this.db, trailListReach(caller)),
    ]);
    const readable = new Set(trails.map((t) => t.codTrlLivro));
    return chapters.filter((c) => readable.has(c.codTrlLivro));
  }

  @Route.get('pegarCapitulosDoLivro/:id', 'trails.read', "A trail's chapters, by sequence number (from 1)")
  async ofTrail(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Chapter[]> {
    const trail = await this.access.readableTrail(caller, id);
    return listChapters(this.db, trail.codTrlLivro);
  }

  @Route.get(':id', 'trails.read', 'One chapter')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Chapter> {
    await this.access.readableChapter(caller, id);
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
