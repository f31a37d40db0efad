import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { videoDetailBodySchema, videoProvider, type VideoProvider } from '@school/modules/content';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { Route } from '@school/backend/http/route';

/** The video routes (`/trl_conteudo_video`): a title, a description and a link. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_video')
export class VideoDetailsController {
  constructor(private readonly details: ContentDetails) {}

  @Route.get(
    'loadInfoConteudoVideo/:id',
    'trails.read',
    'The video of content {id}, with the player its link allows (YouTube, Vimeo or a plain link)',
  )
  async loadVideo(
    @IdParam() id: number,
    @CurrentUser() caller: Caller,
  ): Promise<Record<string, unknown> & { player: VideoProvider }> {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 5);
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

  @Route.post(
    '',
    'trails.write',
    `A video (dscTitulo, dscDescricao, dscLink: an http(s) URL). ${DETAIL_TARGET}`,
  )
  createVideo(
    @ValidBody(videoDetailBodySchema) body: z.infer<typeof videoDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { codTrlConteudo, codTrlAula, ...video } = body;
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 5, ...video }, meta);
  }

  @Route.put(':id', 'trails.write', 'Change video content {id}: answers 1')
  updateVideo(
    @IdParam() contentId: number,
    @ValidBody(videoDetailBodySchema) body: z.infer<typeof videoDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { dscTitulo, dscDescricao, dscLink } = body;
    return this.details.write(
      { codTrlConteudo: contentId },
      { codTrlTipoConteudo: 5, dscTitulo, dscDescricao, dscLink },
      meta,
    );
  }
}
