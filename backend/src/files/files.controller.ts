import { createReadStream } from 'node:fs';
import {
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@school/modules/kernel';
import { CurrentUser, RequirePermission } from '../auth/permission.decorators.js';
import type { TokenClaims } from '../auth/token.service.js';
import { Meta, type RequestMeta } from '../http/request-meta.js';
import { FilesService, type UploadAccepted } from './files.service.js';
import { SingleFileUpload, type UploadedFile } from './single-file-upload.interceptor.js';

interface HttpResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
}

// Under the app's global prefix: /api/files.
@ApiTags('Arquivos')
@ApiBearerAuth()
@Controller('files')
export class FilesController {
  constructor(@Inject(FilesService) private readonly files: FilesService) {}

  /** Multipart, field `file`: a jpg, png or webp up to 10 MiB. Scaling runs as a job; 202 at once. */
  @Post('images')
  @RequirePermission('files.upload')
  @ApiOperation({
    summary:
      'Uploads an image (multipart, field `file`: jpg, png or webp by content, up to 10 MiB). Answers 202 ' +
      '`{id, status: "processing", url}`; the scaling job reports `image:progress`, `image:done`, `image:failed`',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    },
  })
  @ApiResponse({ status: 202, description: '`{id, status: "processing", url: "/api/files/<id>"}`' })
  @ApiResponse({
    status: 400,
    description: 'file.missing, file.onlyOne, file.unsupported, file.corrupt, file.tooManyPixels',
  })
  @ApiResponse({
    status: 413,
    description:
      'generic.payloadTooLarge (over 10 MiB), or file.quotaExceeded: the file does not fit in what is left of the ' +
      "uploader's UPLOAD_QUOTA_MB (originals + scaled copies of its files not deleted)",
  })
  @ApiResponse({
    status: 429,
    description:
      'file.tooManyUploads: more than UPLOADS_PER_MINUTE uploads by this user; `Retry-After` says in how many seconds',
  })
  @UseInterceptors(SingleFileUpload)
  @HttpCode(202)
  upload(@Req() request: { file?: UploadedFile }, @Meta() meta: RequestMeta): Promise<UploadAccepted> {
    if (!request.file) throw new DomainError('file.missing');
    return this.files.uploadImage(request.file, meta);
  }

  /**
   * The scaled JPEG, or 202 `{id, status: 'processing'}` while the job runs. Only for its
   * uploader and for those who may see a record that uses it (a user's avatar: whoever may see
   * that user); anyone else gets the same 404 as for a missing file.
   */
  @Get(':id')
  @RequirePermission('files.read')
  @ApiOperation({
    summary:
      'The scaled JPEG (cacheable for good: an id never changes content), or 202 `{id, status: "processing"}`. ' +
      'For its uploader and for whoever may see a record that uses it (an avatar: whoever may see that user)',
  })
  @ApiResponse({ status: 200, description: 'image/jpeg' })
  @ApiResponse({
    status: 404,
    description: 'generic.notFound: unknown, deleted, or not readable by the caller (alike)',
  })
  @ApiResponse({ status: 422, description: 'file.corrupt: the image could not be decoded' })
  async get(
    @Param('id') id: string,
    @CurrentUser() caller: TokenClaims,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<StreamableFile | { id: string; status: 'processing' }> {
    const state = await this.files.scaled(id, caller);
    if (!state.ready) {
      response.status(202);
      response.setHeader('cache-control', 'no-store');
      return { id, status: 'processing' };
    }
    // A file id never changes content; `private` because only some signed-in users may see it.
    response.setHeader('cache-control', 'private, max-age=31536000, immutable');
    return new StreamableFile(createReadStream(state.path), { type: 'image/jpeg', length: state.size });
  }
}
