import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { chapterDecider, chapterStream, type CreateLessonInput, type Lesson } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ChapterTrails } from '../chapter/chapter-trail.service.js';
import { LessonChapters } from './lesson-chapter.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class CreateLessonCommand extends Command<WriteResult<Lesson>> {
  constructor(
    readonly input: CreateLessonInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/trl_aula: a lesson at the end of its chapter, decided on the chapter's stream (the
 * next sequence number). Whether the chapter exists is its trail's fact (`inTrail`). Answers
 * the lesson as created.
 */
@CommandHandler(CreateLessonCommand)
export class CreateLessonHandler implements ICommandHandler<CreateLessonCommand, WriteResult<Lesson>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly trails: ChapterTrails,
    private readonly lessons: LessonChapters,
  ) {}

  async execute({ input, meta }: CreateLessonCommand): Promise<WriteResult<Lesson>> {
    const { codTrlCapitulo, codTrlMateria, dscTitulo, dscDescricao } = input;
    await this.lessons.assertSubject(codTrlMateria);
    const codTrlLivro = await this.trails.trailOf(meta, codTrlCapitulo);
    const trail = await this.trails.trailState(codTrlLivro);
    const known =
      trail.status === 'active' ? trail.chapters.find((c) => c.codTrlCapitulo === codTrlCapitulo) : undefined;
    const codTrlAula = await this.ids.next('lesson');
    return this.pipeline.handle(meta, {
      stream: chapterStream(codTrlCapitulo),
      decider: chapterDecider,
      command: {
        type: 'CreateLesson',
        codTrlCapitulo,
        codTrlAula,
        codTrlMateria,
        dscTitulo,
        dscDescricao,
        inTrail: known ? { codTrlLivro, dscTitulo: known.dscTitulo } : null,
      },
      answer: ({ events: [created] }): Lesson => ({
        codTrlAula,
        codTrlCapitulo,
        codTrlMateria,
        numSequencia: created?.type === 'LessonCreated' ? created.data.numSequencia : 0,
        dscTitulo,
        dscDescricao,
      }),
    });
  }
}
