import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ContentDetail, lessonDecider, lessonStream } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ContentLessons } from './content-lessons.service.js';
import { found } from '@school/backend/http/params';
import type { UploadedFile } from '@school/backend/files/single-file-upload.interceptor';
import type { RequestMeta } from '@school/backend/http/request-meta';

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

/** A detail as a route hands it: complete, or an image still to store (its file and title). */
export type DetailInput = ContentDetail | { codTrlTipoConteudo: 2; dscTitulo: string; file: UploadedFile };

/** What POST /trl_conteudo (and a detail POST with `codTrlAula`) answers: the content created. */
export interface ContentCreated {
  codTrlConteudo: number;
  codTrlAula: number;
  codTrlTipoConteudo: number;
  numSequencia: number;
}

/**
 * POST /api/trl_conteudo (and a detail POST naming `codTrlAula`): a content at the end of its
 * lesson, decided on the lesson's stream, with its detail in the same event when the call
 * carries one (decision 0025). Whether the lesson exists is its chapter's fact.
 */
@CommandHandler(CreateContentCommand)
export class CreateContentHandler implements ICommandHandler<
  CreateContentCommand,
  WriteResult<ContentCreated>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly contents: ContentLessons,
  ) {}

  async execute({ codTrlAula, codTrlTipoConteudo, detail, meta }: CreateContentCommand) {
    const inChapter = found(await this.contents.lessons.inChapter(meta, codTrlAula));
    if (detail && detail.codTrlTipoConteudo !== codTrlTipoConteudo)
      throw new DomainError('content.typeMismatch');
    const complete = detail && (await this.contents.complete(detail, meta, null));
    const codTrlConteudo = await this.ids.next('content');
    return this.pipeline.handle(meta, {
      stream: lessonStream(codTrlAula),
      decider: lessonDecider,
      command: {
        type: 'CreateContent',
        codTrlAula,
        codTrlConteudo,
        codTrlTipoConteudo,
        detail: complete,
        inChapter,
      },
      answer: ({ events: [created] }) => ({
        codTrlConteudo,
        codTrlAula,
        codTrlTipoConteudo,
        numSequencia: created?.type === 'ContentCreated' ? created.data.numSequencia : 0,
      }),
    });
  }
}
