import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody } from '../../http/valid-input.js';
import { DONE_ANSWER } from '../content-answers.openapi.js';
import {
  CreateContentCommand,
  DeleteContentCommand,
  SetContentDetailCommand,
  SwapContentsCommand,
} from './lesson-content.commands.js';

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

/** Contents (conteudos) of the lessons: authored by the Master, read by the Professor. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo')
export class ContentsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Get('conteudosDaAula/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: "A lesson's contents by sequence number, each with its type name and preview" })
  async ofLesson(@Param('id') id: string): Promise<Content[]> {
    const lesson = await findLesson(this.db, parseId(id));
    if (!lesson) throw new DomainError('generic.notFound');
    return listContents(this.db, lesson.codTrlAula);
  }

  @Get(':id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'One content with its type name and preview' })
  async get(@Param('id') id: string): Promise<Content> {
    const content = await findContent(this.db, parseId(id));
    if (!content) throw new DomainError('generic.notFound');
    return content;
  }

  @Post()
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary:
      'Create a content at the end of its lesson (codTrlAula, codTrlTipoConteudo 1 to 6). With dadosTexto, ' +
      'dadosPersonagemTexto, dadosVideo, dadosMontagem or jogo the detail is created in the same event; without, the ' +
      'detail POST follows. Answers {codTrlConteudo, codTrlAula, codTrlTipoConteudo, numSequencia}',
  })
  create(@ValidBody(createContentSchema) input: CreateContentInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(
      new CreateContentCommand(input.codTrlAula, input.codTrlTipoConteudo, detailOf(input), meta),
    );
  }

  @Put('inverterConteudos/:x')
  @RequirePermission('trails.write')
  @ApiOperation({
    summary:
      'Swap the sequence numbers of two contents of one lesson (conteudo1, conteudo2: ids or contents)',
  })
  @ApiOkResponse(DONE_ANSWER)
  swap(@ValidBody(swapContentsSchema) body: SwapContentsInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SwapContentsCommand(body, meta));
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change a content’s detail through its dados* field (the type stays): answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  async update(
    @Param('id') id: string,
    @ValidBody(updateContentSchema) body: UpdateContentInput,
    @Meta() meta: RequestMeta,
  ) {
    const contentId = parseId(id);
    const detail = detailOf(body);
    if (!detail) {
      if (!(await findContent(this.db, contentId))) throw new DomainError('generic.notFound');
      return 1;
    }
    return this.commands.execute(new SetContentDetailCommand(contentId, detail, meta));
  }

  @Delete(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Delete a content: answers 1' })
  @ApiOkResponse(DONE_ANSWER)
  remove(@Param('id') id: string, @Meta() meta: RequestMeta) {
    return this.commands.execute(new DeleteContentCommand(parseId(id), meta));
  }
}
