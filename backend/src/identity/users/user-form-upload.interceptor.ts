import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '@school/modules/kernel';
import { MAX_UPLOAD_BYTES } from '../../files/image-processing.js';
import { uploadError, type UploadedFile } from '../../files/single-file-upload.interceptor.js';

/** The user form's file field. */
export const AVATAR_FIELD = 'imgAvatar';
// Room for the form's text fields and the multipart boundaries around the file.
const MULTIPART_OVERHEAD = 256 * 1024;

interface FormRequest {
  headers: Record<string, string | undefined>;
  files?: UploadedFile[];
  file?: UploadedFile;
}

/**
 * The user form (POST and PUT /api/bse_usuario): multipart text fields (repeated fields become
 * arrays) and at most one image in `imgAvatar`, which is optional. An empty file part (the
 * browser's "no file chosen") counts as none. A JSON body passes through untouched, so a
 * client without an avatar may send JSON. Runs after the guard: no anonymous body is read.
 */
@Injectable()
export class UserFormUpload implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 300, parts: 301, fieldSize: 64 * 1024 },
    defParamCharset: 'utf8',
  }).any();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FormRequest>();
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
      return next.handle();
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD)
      throw new DomainError('generic.payloadTooLarge', 413);
    const response = context.switchToHttp().getResponse<unknown>();
    await new Promise<void>((resolve, reject) => {
      this.parse(request as never, response as never, (error: unknown) =>
        error ? reject(uploadError(error)) : resolve(),
      );
    });
    const files = (request.files ?? []).filter((f) => f.size > 0);
    if (files.length > 1) throw new DomainError('file.onlyOne', 400);
    const [file] = files;
    if (file && file.fieldname !== AVATAR_FIELD) throw new DomainError('generic.invalid', 400);
    request.file = file;
    return next.handle();
  }
}
