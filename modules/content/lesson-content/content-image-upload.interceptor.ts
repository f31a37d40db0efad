import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { DomainError } from '@school/modules/kernel';
import { SingleFileUpload } from '@school/backend/files/single-file-upload.interceptor';
import { invalidField } from '@school/backend/http/valid-input';

/**
 * The image content's multipart body: one file in `file` (with `dscTitulo` and `codTrlConteudo`
 * or `codTrlAula` beside it). No file is the spec's "Selecione uma imagem." on a create; an
 * edit (`ContentImageEdit`) may change the title alone and keep the image.
 */
@Injectable()
export class ContentImageUpload implements NestInterceptor {
  private readonly upload = new SingleFileUpload();
  protected readonly optional: boolean = false;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.upload.intercept(context, next);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'file.missing') {
        if (this.optional) return next.handle();
        throw invalidField('file', 'content.imageRequired');
      }
      throw error;
    }
  }
}

@Injectable()
export class ContentImageEdit extends ContentImageUpload {
  protected override readonly optional = true;
}
