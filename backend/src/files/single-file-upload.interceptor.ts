import {
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError, type RefusalCode } from '@school/modules/kernel';
import { assertStorableForm } from '../http/unstorable-text.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';

export type UploadedFile = Express.Multer.File;
export const UPLOAD_FIELD = 'file';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

const LIMIT_CODES: Record<string, RefusalCode> = {
  LIMIT_FILE_SIZE: 'generic.payloadTooLarge',
  LIMIT_FILE_COUNT: 'file.onlyOne',
};

/**
 * Reads a multipart body holding exactly one file in the field `file`, in memory and at most
 * MAX_UPLOAD_BYTES: a second file, a bigger file or a broken body stops the read at once.
 * It runs after the guard, so no unauthenticated body is ever read. The file is put on
 * `request.file`. `singleFileUpload(field)` is the same for another field name.
 */
@Injectable()
export class SingleFileUpload implements NestInterceptor {
  protected readonly field: string = UPLOAD_FIELD;

  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 },
    // Browsers send file names as raw UTF-8.
    defParamCharset: 'utf8',
  }).any();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<{
      headers: Record<string, string | undefined>;
      files?: UploadedFile[];
      file?: UploadedFile;
    }>();
    const response = context.switchToHttp().getResponse();
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
      throw new DomainError('generic.payloadTooLarge');
    }
    await new Promise<void>((resolve, reject) => {
      this.parse(request as never, response as never, (error: unknown) =>
        error ? reject(uploadError(error)) : resolve(),
      );
    });
    // The text fields and file names, as the global check does for JSON bodies (decisions 0036, 0059).
    assertStorableForm((request as { body?: unknown }).body, request.files);
    const files = request.files ?? [];
    if (files.length > 1) throw new DomainError('file.onlyOne');
    const file = files[0];
    if (!file || file.fieldname !== this.field || file.size === 0) throw new DomainError('file.missing');
    request.file = file;
    return next.handle();
  }
}

/** SingleFileUpload reading its one file from the multipart field `field` (the legacy forms name theirs). */
export function singleFileUpload(field: string): Type<NestInterceptor> {
  @Injectable()
  class FieldFileUpload extends SingleFileUpload {
    protected override readonly field = field;
  }
  return mixin(FieldFileUpload);
}

export function uploadError(error: unknown): DomainError {
  const limit = error instanceof multer.MulterError ? LIMIT_CODES[error.code] : undefined;
  if (limit) return new DomainError(limit);
  // A malformed body (cut short, bad boundary, too many fields): the client's fault, said plainly.
  return new DomainError('generic.invalid');
}
