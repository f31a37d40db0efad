import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chapterDecider, chapterStream, trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { ChapterTrails } from './chapter-trail.service.js';
import type { ChapterWriteResult } from './create-chapter.handler.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class DeleteChapterCommand extends Command<ChapterWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** DELETE /api/trl_capitulo/{id}: the chapter leaves its trail (the others keep their numbers). */
@CommandHandler(DeleteChapterCommand)
export class DeleteChapterHandler implements ICommandHandler<DeleteChapterCommand, ChapterWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: ChapterTrails,
  ) {}

  async execute({ id, meta }: DeleteChapterCommand): Promise<ChapterWriteResult> {
    const codTrlLivro = await this.trails.trailOf(meta, id);
    // A chapter with lessons is refused (decision 0025): they are counted on its own stream.
    const { lessons } = (await this.pipeline.read(chapterStream(id), chapterDecider)).state;
    return this.pipeline.handle(meta, {
      stream: trailStream(codTrlLivro),
      decider: trailDecider,
      command: { type: 'DeleteChapter', codTrlCapitulo: id, lessons: lessons.length },
      extra: { codTrlCapitulo: id },
    });
  }
}
