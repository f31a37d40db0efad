import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  lessonDecider,
  lessonStream,
  type TrailWriteAnswer,
  type UpdateLessonInput,
} from '@school/modules/content';
import { DomainError } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { LessonChapters } from './lesson-chapter.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class EditLessonCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly input: UpdateLessonInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

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
    const inChapter = await this.lessons.inChapter(meta, id);
    await this.lessons.assertSubject(input.codTrlMateria);
    const { dscTitulo, dscDescricao, codTrlMateria } = input;
    return this.pipeline.handle(meta, {
      stream: lessonStream(id),
      decider: lessonDecider,
      command: { type: 'EditLesson', codTrlAula: id, inChapter, dscTitulo, dscDescricao, codTrlMateria },
    });
  }
}
