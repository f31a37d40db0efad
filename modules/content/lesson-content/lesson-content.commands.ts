import { Command } from '@nestjs/cqrs';
import type { ContentDetail, SwapContentsInput, TrailWriteAnswer } from '@school/modules/content';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** What POST /trl_conteudo (and a detail POST with `codTrlAula`) answers: the content created. */
export interface ContentCreated {
  codTrlConteudo: number;
  codTrlAula: number;
  codTrlTipoConteudo: number;
  numSequencia: number;
}

/** A detail as a route hands it: complete, or an image still to store (its file and title). */
export type DetailInput = ContentDetail | { codTrlTipoConteudo: 2; dscTitulo: string; file: UploadedFile };

/** A content at the end of a lesson, with its detail in the same event when there is one. */
export class CreateContentCommand extends Command<WriteResult<ContentCreated>> {
  constructor(
    readonly codTrlAula: number,
    readonly codTrlTipoConteudo: number,
    readonly detail: DetailInput | null,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** The detail of an existing content (the legacy second call, and every edit). */
export class SetContentDetailCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly detail: DetailInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteContentCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** inverterConteudos: one command, one event on the lesson's stream. */
export class SwapContentsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapContentsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
