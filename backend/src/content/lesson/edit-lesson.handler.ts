import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lessonDecider, lessonStream, type TrailWriteAnswer } from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '../../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';
import { actorOf, eventMetadata } from '../../http/request-meta.js';
import { LessonChapters } from './lesson-chapter.service.js';
import { EditLessonCommand } from './lesson.commands.js';

/**
 * PUT /api/trl_aula/{id}: title, description and subject, on the lesson's own stream (no
 * conflict with reorders of the chapter). Whether the lesson exists is its chapter's fact.
 */
@CommandHandler(EditLessonCommand)
export class EditLessonHandler implements ICommandHandler<EditLessonCommand, WriteResult<TrailWriteAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly lessons: LessonChapters,
  ) {}

  async execute({ id, input, meta }: EditLessonCommand): Promise<WriteResult<TrailWriteAnswer>> {
    if (input.codTrlAula !== undefined && input.codTrlAula !== id) throw new DomainError('generic.invalid');
    const inChapter = await this.lessons.inChapter(id);
    await this.lessons.assertSubject(input.codTrlMateria);
    const { dscTitulo, dscDescricao, codTrlMateria } = input;
    const result = await this.pipeline.run({
      stream: lessonStream(id),
      decider: lessonDecider,
      command: { type: 'EditLesson', codTrlAula: id, inChapter, dscTitulo, dscDescricao, codTrlMateria },
      context: { now: new Date(), actor: actorOf(meta) },
      metadata: eventMetadata(meta),
    });
    return writeResult(1, await this.pipeline.settle(result.position));
  }
}
