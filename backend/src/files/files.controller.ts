import { createReadStream } from 'node:fs';
import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { DomainError } from '@school/modules/kernel';
import { RequirePermission } from '../auth/permission.decorators.js';
import { Meta, type RequestMeta } from '../http/request-meta.js';
import { FilesService, type UploadAccepted } from './files.service.js';
import { SingleFileUpload, type UploadedFile } from './single-file-upload.interceptor.js';

interface HttpResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
}

// Under the app's global prefix: /api/files.
@Controller('files')
export class FilesController {
  constructor(@Inject(FilesService) private readonly files: FilesService) {}

  /** Multipart, field `file`: a jpg, png or webp up to 10 MiB. Scaling runs as a job; 202 at once. */
  @Post('images')
  @RequirePermission('files.upload')
  @UseInterceptors(SingleFileUpload)
  @HttpCode(202)
  upload(@Req() request: { file?: UploadedFile }, @Meta() meta: RequestMeta): Promise<UploadAccepted> {
    if (!request.file) throw new DomainError('file.missing', 400);
    return this.files.uploadImage(request.file, meta);
  }

  /** The scaled JPEG, or 202 `{id, status: 'processing'}` while the job runs. */
  @Get(':id')
  @RequirePermission('files.read')
  async get(
    @Param('id') id: string,
    @Res({ passthrough: true }) response: HttpResponse,
  ): Promise<StreamableFile | { id: string; status: 'processing' }> {
    const state = await this.files.scaled(id);
    if (!state.ready) {
      response.status(202);
      response.setHeader('cache-control', 'no-store');
      return { id, status: 'processing' };
    }
    // A file id never changes content; `private` because only signed-in users may see it.
    response.setHeader('cache-control', 'private, max-age=31536000, immutable');
    return new StreamableFile(createReadStream(state.path), { type: 'image/jpeg', length: state.size });
  }
}
