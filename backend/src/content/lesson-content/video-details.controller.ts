import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { videoDetailBodySchema, videoProvider, type VideoProvider } from '@school/modules/content';
import { RequirePermission } from '../../auth/permission.decorators.js';
import { parseId } from '../../http/params.js';
import { Meta, type RequestMeta } from '../../http/request-meta.js';
import { ValidBody } from '../../http/valid-input.js';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';

/** The video routes (`/trl_conteudo_video`): a title, a description and a link. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_video')
export class VideoDetailsController {
  constructor(private readonly details: ContentDetails) {}

  @Get('loadInfoConteudoVideo/:id')
  @RequirePermission('trails.read')
  @ApiOperation({
    summary: 'The video of content {id}, with the player its link allows (YouTube, Vimeo or a plain link)',
  })
  async loadVideo(@Param('id') id: string): Promise<Record<string, unknown> & { player: VideoProvider }> {
    const { codTrlConteudo, detail } = await this.details.load(id, 5);
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

  @Post()
  @HttpCode(200)
  @RequirePermission('trails.write')
  @ApiOperation({ summary: `A video (dscTitulo, dscDescricao, dscLink: an http(s) URL). ${DETAIL_TARGET}` })
  createVideo(
    @ValidBody(videoDetailBodySchema) body: z.infer<typeof videoDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { codTrlConteudo, codTrlAula, ...video } = body;
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 5, ...video }, meta);
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @ApiOperation({ summary: 'Change video content {id}: answers 1' })
  updateVideo(
    @Param('id') id: string,
    @ValidBody(videoDetailBodySchema) body: z.infer<typeof videoDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const contentId = parseId(id);
    const { dscTitulo, dscDescricao, dscLink } = body;
    return this.details.write(
      { codTrlConteudo: contentId },
      { codTrlTipoConteudo: 5, dscTitulo, dscDescricao, dscLink },
      meta,
    );
  }
}
