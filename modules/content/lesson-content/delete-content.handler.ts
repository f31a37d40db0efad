import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lessonDecider, lessonStream, type TrailWriteAnswer } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ContentLessons } from './content-lessons.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class DeleteContentCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/trl_conteudo/{id}: the content leaves its lesson (the others keep their numbers). */
@CommandHandler(DeleteContentCommand)
export class DeleteContentHandler implements ICommandHandler<
  DeleteContentCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly contents: ContentLessons,
  ) {}

  async execute({ id, meta }: DeleteContentCommand): Promise<WriteResult<TrailWriteAnswer>> {
    const { codTrlAula } = await this.contents.stored(meta, id);
    const inChapter = await this.contents.lessons.inChapter(meta, codTrlAula);
    return this.pipeline.handle(meta, {
      stream: lessonStream(codTrlAula),
      decider: lessonDecider,
      command: { type: 'DeleteContent', codTrlAula, codTrlConteudo: id, inChapter },
    });
  }
}
