import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lessonDecider, lessonStream, type TrailWriteAnswer } from '@school/modules/content';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { ContentLessons } from './content-lessons.service.js';
import { DeleteContentCommand } from './lesson-content.commands.js';

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
    const { codTrlAula } = await this.contents.stored(id);
    const inChapter = await this.contents.lessons.inChapter(codTrlAula);
    const result = await this.pipeline.run({
      stream: lessonStream(codTrlAula),
      decider: lessonDecider,
      command: { type: 'DeleteContent', codTrlAula, codTrlConteudo: id, inChapter },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
