import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  assemblyDetailBodySchema,
  type ContentDetail,
  dialogueDetailBodySchema,
  gameDetailBodySchema,
  gameDetailSchema,
  imageDetailBodySchema,
  mapGameImages,
  textDetailBodySchema,
  videoDetailBodySchema,
  videoProvider,
  type VideoProvider,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { findStoredContent, imagePath } from '@school/projections/chapter-editor';
import { listAssemblies, listCharacters, listGames } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { DATABASE } from '../../core/tokens.js';
import type { UploadedFile } from '../../files/single-file-upload.interceptor.js';
import { zodBody } from '../../http/openapi.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { DONE_ANSWER } from '../content-answers.openapi.js';
import { ContentImageEdit, ContentImageUpload } from './content-image-upload.interceptor.js';
import {
  CreateContentCommand,
  type DetailInput,
  SetContentDetailCommand,
} from './lesson-content.commands.js';

const PART_WRITE =
  'The legacy one-question and one-answer writes: refused (410, game.wholeSet). A game is written whole through ' +
  'POST or PUT /trl_conteudo_jogo, so that no reader ever sees it with some parts written and others not';

type Target = { codTrlConteudo?: number | undefined; codTrlAula?: number | undefined };

const TARGET =
  'With codTrlConteudo it sets the detail of that content (the legacy second call, answers 1); with codTrlAula ' +
  'it creates the content and its detail in one event (answers {codTrlConteudo, codTrlAula, codTrlTipoConteudo, numSequencia})';

/**
 * The detail routes of each content type (`/trl_conteudo_<tipo>`): load, create (or set), edit.
 * The detail of content N is loaded and edited by N (the content's id stands for the legacy
 * detail ids, which are answered equal to it).
 */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller()
export class ContentDetailsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  private write(target: Target, detail: DetailInput, meta: RequestMeta) {
    if (target.codTrlConteudo !== undefined)
      return this.commands.execute(new SetContentDetailCommand(target.codTrlConteudo, detail, meta));
    if (target.codTrlAula !== undefined)
      return this.commands.execute(
        new CreateContentCommand(target.codTrlAula, detail.codTrlTipoConteudo, detail, meta),
      );
    throw new DomainError('generic.invalid');
  }

  private async detail<T extends ContentDetail['codTrlTipoConteudo']>(id: string, type: T) {
    const content = await findStoredContent(this.db, parseId(id));
    const detail = content?.detail;
    if (!content || detail?.codTrlTipoConteudo !== type) throw new DomainError('generic.notFound');
    return {
      codTrlConteudo: content.codTrlConteudo,
      detail: detail as Extract<ContentDetail, { codTrlTipoConteudo: T }>,
    };
  }

  // --- text (1) ---
  @Get('trl_conteudo_texto/loadInfoConteudoTexto/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'The text of content {id}' })
  async loadText(@Param('id') id: string) {
    const { codTrlConteudo, detail } = await this.detail(id, 1);
    return {
      codTrlConteudoTexto: codTrlConteudo,
      codTrlConteudo,
      dscTitulo: detail.dscTitulo,
      dscTexto: detail.dscTexto,
    };
  }

  @Post('trl_conteudo_texto')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({ summary: `A text (dscTitulo max 50, dscTexto required, max 3000). ${TARGET}` })
  @zodBody(textDetailBodySchema)
  createText(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, ...text } = textDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 1, ...text }, meta);
  }

  @Put('trl_conteudo_texto/:id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change the text of content {id}: answers 1' })
  @zodBody(textDetailBodySchema)
  updateText(@Param('id') id: string, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const contentId = parseId(id);
    const { dscTitulo, dscTexto } = textDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo: contentId }, { codTrlTipoConteudo: 1, dscTitulo, dscTexto }, meta);
  }

  // --- image (2) ---
  @Get('trl_conteudo_imagem/loadInfoConteudoImagem/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'The image of content {id}: dscImagem is where it is served' })
  async loadImage(@Param('id') id: string) {
    const { codTrlConteudo, detail } = await this.detail(id, 2);
    return {
      codTrlConteudoImagem: codTrlConteudo,
      codTrlConteudo,
      dscTitulo: detail.dscTitulo,
      dscImagem: imagePath(detail.dscImagem),
    };
  }

  @Post('trl_conteudo_imagem')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @UseInterceptors(ContentImageUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary' },
        dscTitulo: { type: 'string', maxLength: 50 },
        codTrlConteudo: { type: 'integer' },
        codTrlAula: { type: 'integer' },
      },
      required: ['file'],
    },
  })
  @ApiOperation({
    summary:
      'An image (multipart `file`: jpg, jpeg, webp or png checked by content, scaled to at most 480 x 640 JPEG; ' +
      `"Selecione uma imagem." without it). ${TARGET}`,
  })
  createImage(@Req() request: { file?: UploadedFile; body?: unknown }, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, dscTitulo } = imageDetailBodySchema.parse(request.body ?? {});
    if (!request.file)
      throw new DomainError('generic.invalid', {
        errors: [{ field: 'file', code: 'content.imageRequired' }],
      });
    return this.write(
      { codTrlConteudo, codTrlAula },
      { codTrlTipoConteudo: 2, dscTitulo, file: request.file },
      meta,
    );
  }

  @Put('trl_conteudo_imagem/:id')
  @RequirePermission('trails.write')
  @UseInterceptors(ContentImageEdit)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Change the title of image content {id}, and its image when a `file` comes: answers 1',
  })
  async updateImage(
    @Param('id') id: string,
    @Req() request: { file?: UploadedFile; body?: unknown },
    @Meta() meta: RequestMeta,
  ) {
    const { dscTitulo } = imageDetailBodySchema.parse(request.body ?? {});
    const codTrlConteudo = parseId(id);
    if (request.file)
      return this.write({ codTrlConteudo }, { codTrlTipoConteudo: 2, dscTitulo, file: request.file }, meta);
    const { detail } = await this.detail(id, 2);
    return this.write({ codTrlConteudo }, { ...detail, dscTitulo }, meta);
  }

  // --- dialogue, character text (4) ---
  @Get('trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'The dialogue of content {id}: its entries with each character’s name and image' })
  async loadDialogue(@Param('id') id: string) {
    const { codTrlConteudo, detail } = await this.detail(id, 4);
    const characters = new Map((await listCharacters(this.db)).map((c) => [c.codTrlPersonagem, c]));
    return detail.entradas.map((e) => ({
      codTrlConteudo,
      codTrlPersonagem: e.codTrlPersonagem,
      nomPersonagem: characters.get(e.codTrlPersonagem)?.nomPersonagem ?? '',
      imgPersonagem: characters.get(e.codTrlPersonagem)?.imgPersonagem ?? '',
      dscTexto: e.dscTexto,
    }));
  }

  @Post('trl_conteudo_personagem_texto')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: `A dialogue: 1 to 12 entries (codTrlPersonagem of the catalogue, dscTexto), the list itself or {entradas}. ${TARGET}`,
  })
  createDialogue(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, entradas } = dialogueDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 4, entradas }, meta);
  }

  @Put('trl_conteudo_personagem_texto/:id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change the entries of dialogue content {id}: answers 1' })
  updateDialogue(@Param('id') id: string, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const contentId = parseId(id);
    const { entradas } = dialogueDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo: contentId }, { codTrlTipoConteudo: 4, entradas }, meta);
  }

  // --- video (5) ---
  @Get('trl_conteudo_video/loadInfoConteudoVideo/:id')
  @RequirePermission('trails.read')
  @ApiOperation({
    summary: 'The video of content {id}, with the player its link allows (YouTube, Vimeo or a plain link)',
  })
  async loadVideo(@Param('id') id: string): Promise<Record<string, unknown> & { player: VideoProvider }> {
    const { codTrlConteudo, detail } = await this.detail(id, 5);
    const { dscTitulo, dscDescricao, dscLink } = detail;
    return {
      codTrlConteudoVideo: codTrlConteudo,
      codTrlConteudo,
      dscTitulo,
      dscDescricao,
      dscLink,
      player: videoProvider(dscLink),
    };
  }

  @Post('trl_conteudo_video')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({ summary: `A video (dscTitulo, dscDescricao, dscLink: an http(s) URL). ${TARGET}` })
  @zodBody(videoDetailBodySchema)
  createVideo(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, ...video } = videoDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 5, ...video }, meta);
  }

  @Put('trl_conteudo_video/:id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change video content {id}: answers 1' })
  @zodBody(videoDetailBodySchema)
  updateVideo(@Param('id') id: string, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const contentId = parseId(id);
    const { dscTitulo, dscDescricao, dscLink } = videoDetailBodySchema.parse(body);
    return this.write(
      { codTrlConteudo: contentId },
      { codTrlTipoConteudo: 5, dscTitulo, dscDescricao, dscLink },
      meta,
    );
  }

  // --- assembly (6), view only once set ---
  @Get('trl_conteudo_montagem/loadInfoConteudoMontagem/:id')
  @RequirePermission('trails.read')
  @ApiOperation({ summary: 'The assembly of content {id}, with the assembly’s name and image' })
  async loadAssembly(@Param('id') id: string) {
    const { codTrlConteudo, detail } = await this.detail(id, 6);
    const assembly = (await listAssemblies(this.db)).find((a) => a.codTrlMontagem === detail.codTrlMontagem);
    return {
      codTrlConteudo,
      codTrlMontagem: detail.codTrlMontagem,
      nomMontagem: assembly?.nomMontagem ?? '',
      imgMontagem: assembly?.imgMontagem ?? '',
      dscTitulo: detail.dscTitulo,
      dscTexto: detail.dscTexto,
    };
  }

  @Post('trl_conteudo_montagem')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary: `An assembly (codTrlMontagem of the catalogue, dscTexto; "Favor escolher a montagem.", "Favor preencher o campo de descrição."). ${TARGET}`,
  })
  @zodBody(assemblyDetailBodySchema)
  createAssembly(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, ...assembly } = assemblyDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 6, ...assembly }, meta);
  }

  // --- game (3): the whole set of questions and answers in one detail (decision 0027) ---
  @Get('trl_conteudo_jogo/loadInfoConteudoJogo/:id')
  @RequirePermission('trails.read')
  @ApiOperation({
    summary:
      'The game of content {id}: codTrlJogo, nomJogo, dscConteudoJogo and its questions (dscPergunta, imgPergunta) ' +
      'with their answers (dscResposta, imgResposta, indRespostaCorreta S/N), images as /api/files/<id>',
  })
  async loadGame(@Param('id') id: string) {
    const { codTrlConteudo, detail } = await this.detail(id, 3);
    const game = (await listGames(this.db)).find((g) => g.codTrlJogo === detail.codTrlJogo);
    return {
      codTrlConteudoJogo: codTrlConteudo,
      codTrlConteudo,
      codTrlJogo: detail.codTrlJogo,
      nomJogo: game?.nomJogo ?? '',
      dscConteudoJogo: detail.dscConteudoJogo,
      perguntas: mapGameImages(detail.perguntas, imagePath),
    };
  }

  @Post('trl_conteudo_jogo')
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({
    summary:
      'A game: codTrlJogo (1 to 10), dscConteudoJogo (optional) and perguntas, the whole set of questions and ' +
      'answers, checked by the game form’s rules and messages; images are references POST /api/files/images ' +
      `answered (the author’s uploads, jpeg or png for games 4 and 6). ${TARGET}`,
  })
  @zodBody(gameDetailBodySchema)
  createGame(@Body() body: unknown, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, ...game } = gameDetailBodySchema.parse(body);
    return this.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 3, ...game }, meta);
  }

  @Put('trl_conteudo_jogo/:id')
  @RequirePermission('trails.write')
  @ApiOperation({
    summary:
      'Replace the game of content {id} with a whole new set (one event: no reader sees it half edited): answers 1',
  })
  @zodBody(gameDetailSchema)
  updateGame(@Param('id') id: string, @Body() body: unknown, @Meta() meta: RequestMeta) {
    const contentId = parseId(id);
    const game = gameDetailSchema.parse(body);
    return this.write({ codTrlConteudo: contentId }, { codTrlTipoConteudo: 3, ...game }, meta);
  }

  @Delete([
    'trl_conteudo_jogo_pergunta/apagarParaEditar/:id',
    'trl_conteudo_jogo_resposta/apagarParaEditar/:id',
  ])
  @RequirePermission('trails.write')
  @ApiOperation({
    summary:
      'The legacy "apagar para editar" of game content {id}: accepted and answers 1, but deletes nothing, since the ' +
      'edit that follows (PUT /trl_conteudo_jogo/{id}) replaces the whole set in one event',
  })
  @ApiOkResponse(DONE_ANSWER)
  async deleteToEdit(@Param('id') id: string) {
    const content = await findStoredContent(this.db, parseId(id));
    if (content?.codTrlTipoConteudo !== 3) throw new DomainError('generic.notFound');
    return 1;
  }

  @Post([
    'trl_conteudo_jogo_pergunta',
    'trl_conteudo_jogo_pergunta/imagem',
    'trl_conteudo_jogo_resposta',
    'trl_conteudo_jogo_resposta/imagem',
  ])
  @RequirePermission('trails.write')
  @ApiOperation({ summary: PART_WRITE })
  @ApiGoneResponse({ description: 'game.wholeSet' })
  partCreate(): never {
    throw new DomainError('game.wholeSet');
  }

  @Put([
    'trl_conteudo_jogo_pergunta/:id',
    'trl_conteudo_jogo_pergunta/imagem/:id',
    'trl_conteudo_jogo_resposta/:id',
    'trl_conteudo_jogo_resposta/imagem/:id',
  ])
  @RequirePermission('trails.write')
  @ApiOperation({ summary: PART_WRITE })
  @ApiGoneResponse({ description: 'game.wholeSet' })
  partUpdate(): never {
    throw new DomainError('game.wholeSet');
  }
}
