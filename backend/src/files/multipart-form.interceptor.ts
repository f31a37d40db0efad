import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { DomainError, type RefusalCode } from '@school/modules/kernel';
import { assertStorableForm } from '../http/unstorable-text.js';
import { uploadError, type UploadedFile } from './single-file-upload.interceptor.js';

export interface MultipartFormOptions {
  /** The one file field the form may carry. */
  field: string;
  maxFileBytes: number;
  /** Room for the text fields and the multipart boundaries around the file. */
  overheadBytes: number;
  maxFields: number;
  /** The refusal when more than one file is sent. */
  tooManyFiles: RefusalCode;
}

interface FormRequest {
  headers: Record<string, string | undefined>;
  files?: UploadedFile[];
  file?: UploadedFile;
}

/**
 * A form with text fields (repeated fields become arrays) and at most one optional file in
 * `field`. An empty file part (the browser's "no file chosen") counts as none. A JSON body
 * passes through untouched. Runs after the guard: no anonymous body is read.
 */
export function multipartForm(options: MultipartFormOptions): Type<NestInterceptor> {
  @Injectable()
  class MultipartForm implements NestInterceptor {
    private readonly parse = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: options.maxFileBytes,
        files: 1,
        fields: options.maxFields,
        parts: options.maxFields + 1,
        fieldSize: 64 * 1024,
      },
      defParamCharset: 'utf8',
    }).any();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FormRequest>();
      if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
        return next.handle();
      if (Number(request.headers['content-length'] ?? 0) > options.maxFileBytes + options.overheadBytes)
        throw new DomainError('generic.payloadTooLarge');
      const response = context.switchToHttp().getResponse<unknown>();
      await new Promise<void>((resolve, reject) => {
        this.parse(request as never, response as never, (error: unknown) =>
          error ? reject(uploadError(error)) : resolve(),
        );
      });
      // The text fields and file names, as the global check does for JSON bodies (decisions 0036, 0059).
      assertStorableForm((request as { body?: unknown }).body, request.files);
      const files = (request.files ?? []).filter((f) => f.size > 0);
      if (files.length > 1) throw new DomainError(options.tooManyFiles);
      const [file] = files;
      if (file && file.fieldname !== options.field) throw new DomainError('generic.invalid');
      request.file = file;
      return next.handle();
    }
  }
  return MultipartForm;
}
