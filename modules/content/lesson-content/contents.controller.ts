import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  type Content,
  type ContentDetail,
  createContentSchema,
  type CreateContentInput,
  swapContentsSchema,
  updateContentSchema,
  type SwapContentsInput,
  type UpdateContentInput,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { findContent, findLesson, listContents } from '@school/projections/chapter-editor';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { CreateContentCommand } from './create-content.handler.js';
import { DeleteContentCommand } from './delete-content.handler.js';
import { SetContentDetailCommand } from './set-content-detail.handler.js';
import { SwapContentsCommand } from './swap-contents.handler.js';
import { Route } from '@school/backend/http/route';
import { TrailAccess } from '../trail/trail-access.service.js';

/** The `dados*` field a body carries, as the detail of its type (the first one given). */
function detailOf(
  input: Omit<CreateContentInput, 'codTrlAula' | 'codTrlTipoConteudo'>,
): ContentDetail | null {
  if (input.dadosTexto) return { codTrlTipoConteudo: 1, ...input.dadosTexto };
  if (input.dadosPersonagemTexto)
    return { codTrlTipoConteudo: 4, entradas: input.dadosPersonagemTexto.entradas };
  if (input.dadosVideo) return { codTrlTipoConteudo: 5, ...input.dadosVideo };
  if (input.dadosMontagem) return { codTrlTipoConteudo: 6, ...input.dadosMontagem };
  if (input.jogo) return { codTrlTipoConteudo: 3, ...input.jogo };
  return null;
}

/** Contents (conteudos) of the lessons: changed and read as their trail's owner rule says (decision 0070). */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo')
export class ContentsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
    private readonly access: TrailAccess,
  ) {}

  @Route.get(
    'conteudosDaAula/:id',
    'trails.read',
    "A lesson's contents by sequence number, each with its type name and preview",
  )
  async ofLesson(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Content[]> {
    await this.access.readableLesson(caller, id);
    const lesson = found(await findLesson(this.db, id));
    return listContents(this.db, lesson.codTrlAula);
  }

  @Route.get(':id', 'trails.read', 'One content with its type name and preview')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Content> {
    await this.access.readableContent(caller, id);
    return found(await findContent(this.db, id));
  }

  @Route.post(
    '',
    'trails.write',
    'Create a content at the end of its lesson (codTrlAula, codTrlTipoConteudo 1 to 6). With dadosTexto, ' +
      'dadosPersonagemTexto, dadosVideo, dadosMontagem or jogo the detail is created in the same event; without, the ' +
      'detail POST follows. Answers {codTrlConteudo, codTrlAula, codTrlTipoConteudo, numSequencia}',
  )
  create(@ValidBody(createContentSchema) input: CreateContentInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(
      new CreateContentCommand(input.codTrlAula, input.codTrlTipoConteudo, detailOf(input), meta),
    );
  }

  @Route.put(
    'inverterConteudos/:x',
    'trails.write',
    'Swap the sequence numbers of two contents of one lesson (conteudo1, conteudo2: ids or contents)',
    DONE_ANSWER,
  )
  swap(@ValidBody(swapContentsSchema) body: SwapContentsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapContentsCommand(body, meta));
  }

  @Route.put(
    ':id',
    'trails.write',
    'Change a content’s detail through its dados* field (the type stays): answers 1',
    DONE_ANSWER,
  )
  async update(
    @IdParam() contentId: number,
    @ValidBody(updateContentSchema) body: UpdateContentInput,
    @Meta() meta: RequestMeta,
  ) {
    const detail = detailOf(body);
    if (!detail) {
      if (!(await findContent(this.db, contentId))) throw new DomainError('generic.notFound');
      await this.access.writableContent(meta, contentId);
      return 1;
    }
    return this.commands.execute(new SetContentDetailCommand(contentId, detail, meta));
  }

  @Route.delete(':id', 'trails.write', 'Delete a content: answers 1', DONE_ANSWER)
  remove(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteContentCommand(id, meta));
  }
}
