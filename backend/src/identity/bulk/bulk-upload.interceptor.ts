import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '@school/modules/kernel';
import { MAX_BULK_FILE_BYTES } from '@school/modules/identity';
import { uploadError, UPLOAD_FIELD, type UploadedFile } from '../../files/single-file-upload.interceptor.js';

// Room for the class field and the multipart boundaries around the file.
const MULTIPART_OVERHEAD = 64 * 1024;

interface FormRequest {
  headers: Record<string, string | undefined>;
  files?: UploadedFile[];
  file?: UploadedFile;
}

/**
 * The bulk form: multipart with the CSV in `file` (at most MAX_BULK_FILE_BYTES) and the class
 * in `codBseTurma`. The file is optional here, so that a missing class is told first ("Selecione
 * uma turma antes de escolher o arquivo!"). A JSON body (the legacy `{rows, codBseTurma}`)
 * passes through. Runs after the guard: no anonymous body is read.
 */
@Injectable()
export class BulkUpload implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_BULK_FILE_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 },
    defParamCharset: 'utf8',
  }).any();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FormRequest>();
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
      return next.handle();
    if (Number(request.headers['content-length'] ?? 0) > MAX_BULK_FILE_BYTES + MULTIPART_OVERHEAD)
      throw new DomainError('generic.payloadTooLarge', 413);
    const response = context.switchToHttp().getResponse<unknown>();
    await new Promise<void>((resolve, reject) => {
      this.parse(request as never, response as never, (error: unknown) =>
        error ? reject(uploadError(error)) : resolve(),
      );
    });
    const files = (request.files ?? []).filter((f) => f.size > 0);
    if (files.length > 1) throw new DomainError('generic.invalid', 400);
    const [file] = files;
    if (file && file.fieldname !== UPLOAD_FIELD) throw new DomainError('generic.invalid', 400);
    request.file = file;
    return next.handle();
  }
}
