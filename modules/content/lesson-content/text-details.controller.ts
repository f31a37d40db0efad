import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { textDetailBodySchema } from '@school/modules/content';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { Route } from '@school/backend/http/route';

/** The text routes (`/trl_conteudo_texto`): a title and a text. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_texto')
export class TextDetailsController {
  constructor(private readonly details: ContentDetails) {}

  @Route.get('loadInfoConteudoTexto/:id', 'trails.read', 'The text of content {id}')
  async loadText(@IdParam() id: number, @CurrentUser() caller: Caller) {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 1);
    return {
      codTrlConteudoTexto: codTrlConteudo,
      codTrlConteudo,
      dscTitulo: detail.dscTitulo,
      dscTexto: detail.dscTexto,
    };
  }

  @Route.post('', 'trails.write', `A text (dscTitulo max 50, dscTexto required, max 3000). ${DETAIL_TARGET}`)
  createText(
    @ValidBody(textDetailBodySchema) body: z.infer<typeof textDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { codTrlConteudo, codTrlAula, ...text } = body;
    return this.details.write({ codTrlConteudo, codTrlAula }, { codTrlTipoConteudo: 1, ...text }, meta);
  }

  @Route.put(':id', 'trails.write', 'Change the text of content {id}: answers 1')
  updateText(
    @IdParam() contentId: number,
    @ValidBody(textDetailBodySchema) body: z.infer<typeof textDetailBodySchema>,
    @Meta() meta: RequestMeta,
  ) {
    const { dscTitulo, dscTexto } = body;
    return this.details.write(
      { codTrlConteudo: contentId },
      { codTrlTipoConteudo: 1, dscTitulo, dscTexto },
      meta,
    );
  }
}
