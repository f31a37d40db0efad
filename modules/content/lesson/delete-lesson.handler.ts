import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chapterDecider, chapterStream, type TrailWriteAnswer } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { LessonChapters } from './lesson-chapter.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class DeleteLessonCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * DELETE /api/trl_aula/{id}: the lesson leaves its chapter (the others keep their numbers).
 * A lesson with contents is refused, 409 `lesson.hasContents` (decision 0025): the contents
 * are counted on the lesson's own stream and handed to the chapter's decision.
 */
@CommandHandler(DeleteLessonCommand)
export class DeleteLessonHandler implements ICommandHandler<
  DeleteLessonCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly lessons: LessonChapters,
  ) {}

  async execute({ id, meta }: DeleteLessonCommand): Promise<WriteResult<TrailWriteAnswer>> {
    const codTrlCapitulo = await this.lessons.chapterOf(meta, id);
    const contents = (await this.lessons.lessonState(id)).contents.length;
    return this.pipeline.handle(meta, {
      stream: chapterStream(codTrlCapitulo),
      decider: chapterDecider,
      command: { type: 'DeleteLesson', codTrlCapitulo, codTrlAula: id, contents },
    });
  }
}
