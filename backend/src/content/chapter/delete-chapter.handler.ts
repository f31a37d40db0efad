import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { ChapterTrails } from './chapter-trail.service.js';
import { DeleteChapterCommand, type ChapterWriteResult } from './chapter.commands.js';

/** DELETE /api/trl_capitulo/{id}: the chapter leaves its trail (the others keep their numbers). */
@CommandHandler(DeleteChapterCommand)
export class DeleteChapterHandler implements ICommandHandler<DeleteChapterCommand, ChapterWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: ChapterTrails,
  ) {}

  async execute({ id, meta }: DeleteChapterCommand): Promise<ChapterWriteResult> {
    const result = await this.pipeline.run({
      stream: trailStream(await this.trails.trailOf(id)),
      decider: trailDecider,
      command: { type: 'DeleteChapter', codTrlCapitulo: id },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position), { codTrlCapitulo: id });
  }
}
