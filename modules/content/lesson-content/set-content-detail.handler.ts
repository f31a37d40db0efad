import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contentDecider, contentStream, type TrailWriteAnswer } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ContentLessons } from './content-lessons.service.js';
import { found } from '@school/backend/http/params';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { DetailInput } from './create-content.handler.js';

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

/**
 * The detail POSTs naming `codTrlConteudo` (the legacy second call) and the detail PUTs: the
 * content's own stream, so an edit never conflicts with a reorder of its lesson. The type is
 * checked before an image is stored; an assembly is set once (view only afterwards).
 */
@CommandHandler(SetContentDetailCommand)
export class SetContentDetailHandler implements ICommandHandler<
  SetContentDetailCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly contents: ContentLessons,
  ) {}

  async execute({ id, detail, meta }: SetContentDetailCommand): Promise<WriteResult<TrailWriteAnswer>> {
    const inLesson = found(await this.contents.inLesson(await this.contents.stored(meta, id)));
    if (inLesson.codTrlTipoConteudo !== detail.codTrlTipoConteudo)
      throw new DomainError('content.typeMismatch');
    const complete = await this.contents.complete(detail, meta, inLesson.detail);
    return this.pipeline.handle(meta, {
      stream: contentStream(id),
      decider: contentDecider,
      command: { type: 'SetContentDetail', codTrlConteudo: id, detail: complete, inLesson },
    });
  }
}
