import { Controller, HttpCode, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { imageDetailBodySchema } from '@school/modules/content';
import { imagePath } from '@school/projections/chapter-editor';
import { RequirePermission } from '@school/backend/auth/permission.decorators';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { IdParam } from '@school/backend/http/params';
import { callerOf, Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ContentDetails, DETAIL_TARGET } from './content-details.service.js';
import { ContentImageEdit, ContentImageUpload } from './content-image-upload.interceptor.js';
import { Route } from '@school/backend/http/route';
import { invalidField } from '@school/backend/http/valid-input';

/** The image routes (`/trl_conteudo_imagem`): a title and an uploaded image. */
@ApiTags('Conteúdos')
@ApiBearerAuth()
@Controller('trl_conteudo_imagem')
export class ImageDetailsController {
  constructor(private readonly details: ContentDetails) {}

  @Route.get(
    'loadInfoConteudoImagem/:id',
    'trails.read',
    'The image of content {id}: dscImagem is where it is served',
  )
  async loadImage(@IdParam() id: number, @CurrentUser() caller: Caller) {
    const { codTrlConteudo, detail } = await this.details.load(caller, id, 2);
    return {
      codTrlConteudoImagem: codTrlConteudo,
      codTrlConteudo,
      dscTitulo: detail.dscTitulo,
      dscImagem: imagePath(detail.dscImagem),
    };
  }

  @Post()
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
      `"Selecione uma imagem." without it). ${DETAIL_TARGET}`,
  })
  createImage(@Req() request: { file?: UploadedFile; body?: unknown }, @Meta() meta: RequestMeta) {
    const { codTrlConteudo, codTrlAula, dscTitulo } = imageDetailBodySchema.parse(request.body ?? {});
    if (!request.file) throw invalidField('file', 'content.imageRequired');
    return this.details.write(
      { codTrlConteudo, codTrlAula },
      { codTrlTipoConteudo: 2, dscTitulo, file: request.file },
      meta,
    );
  }

  @Put(':id')
  @RequirePermission('trails.write')
  @UseInterceptors(ContentImageEdit)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Change the title of image content {id}, and its image when a `file` comes: answers 1',
  })
  async updateImage(
    @IdParam() codTrlConteudo: number,
    @Req() request: { file?: UploadedFile; body?: unknown },
    @Meta() meta: RequestMeta,
  ) {
    const { dscTitulo } = imageDetailBodySchema.parse(request.body ?? {});
    if (request.file)
      return this.details.write(
        { codTrlConteudo },
        { codTrlTipoConteudo: 2, dscTitulo, file: request.file },
        meta,
      );
    const { detail } = await this.details.load(callerOf(meta), codTrlConteudo, 2);
    return this.details.write({ codTrlConteudo }, { ...detail, dscTitulo }, meta);
  }
}
