import { Controller, Inject, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiGoneResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { gameDetailBodySchema, gameDetailSchema, mapGameImages } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { findStoredContent, imagePath } from '@school/projections/chapter-editor';
import { listGames } from '@school/projections/content-catalogue';
import type { Db } from '@school/projections/kernel';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import { DATABASE } from '@school/backend/core/tokens';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { Route } from '@school/backend/http/route';

const PART_WRITE =
  'The legacy one-question and one-answer writes: refused (410, game.wholeSet). A game is written whole through ' +
  'POST or PUT /trl_conteudo_jogo, so that no reader ever sees it with some parts written and others not';

/**
 * The game routes (`/trl_conteudo_jogo`): the whole set of questions and answers in one detail
 * (decision 0027); the legacy one-part writes of `/trl_conteudo_jogo_pergunta` and
 * `/trl_conteudo_jogo_resposta` are refused.
 */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller()
export class GameDetailsController {
  constructor(
    private readonly details: ContentDetails,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    'trl_conteudo_jogo/loadInfoConteudoJogo/:id',
    'trails.read',
    'The game of content {id}: codTrlJogo, nomJogo, dscTitulo (its own title, "" when it has none), dscConteudoJogo and its questions (dscPergunta, imgPergunta) ' +
      'with their answers (dscResposta, imgResposta, indRespostaCorreta S/N), images as /api/files/<id>',
  )
  async loadGame(@IdParam() id: number, @CurrentUser() caller: Caller) {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 3);
    const game = (await listGames(this.db)).find((g) => g.codTrlJogo === detail.codTrlJogo);
    return {
      codTrlConteudoJogo: codTrlConteudo,
      codTrlConteudo,
      codTrlJogo: detail.codTrlJogo,
      nomJogo: game?.nomJogo ?? '',
      dscTitulo: detail.dscTitulo ?? '',
      dscConteudoJogo: detail.dscConteudoJogo,
      perguntas: mapGameImages(detail.perguntas, imagePath),
    };
  }

  @Route.post(
    'trl_conteudo_jogo',
    'trails.write',
    'A game: codTrlJogo (1 to 10), dscTitulo (optional, at most 50), dscConteudoJogo (optional) and perguntas, the whole set of questions and ' +
      'answers, checked by the game form’s rules and messages; images are references POST /api/files/images ' +
      `answered (the author’s uploads, jpeg or png for games 4 and 6). ${DETAIL_TARGET}`,
  )
  createGame(
    @ValidBody(gameDetailBodySchema) body: z.infer<typeof gameDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { codTrlConteudo, codTrlAula, ...game } = body;
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 3, ...game }, meta);
  }

  @Route.put(
    'trl_conteudo_jogo/:id',
    'trails.write',
    'Replace the game of content {id} with a whole new set (one event: no reader sees it half edited): answers 1',
  )
  updateGame(
    @IdParam() contentId: number,
    @ValidBody(gameDetailSchema) game: z.infer<typeof gameDetailSchema>,
    @Meta() meta: RequestMeta,
  ) {
    return this.details.write({ codTrlConteudo: contentId }, { codTrlTipoConteudo: 3, ...game }, meta);
  }

  @Route.delete(
    ['trl_conteudo_jogo_pergunta/apagarParaEditar/:id', 'trl_conteudo_jogo_resposta/apagarParaEditar/:id'],
    'trails.write',
    'The legacy "apagar para editar" of game content {id}: accepted and answers 1, but deletes nothing, since the ' +
      'edit that follows (PUT /trl_conteudo_jogo/{id}) replaces the whole set in one event',
    DONE_ANSWER,
  )
  async deleteToEdit(@IdParam() id: number, @Meta() meta: RequestMeta) {
    const content = await findStoredContent(this.db, id);
    if (content?.codTrlTipoConteudo !== 3) throw new DomainError('generic.notFound');
    await this.details.access.writableContent(meta, id);
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
