import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  chapterDecider,
  chapterStream,
  type SwapLessonsInput,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { LessonChapters } from './lesson-chapter.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** inverterAulas: one command, one event on the chapter's stream. */
export class SwapLessonsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapLessonsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_aula/inverterAulas/x: one LessonsSwapped on the chapter's stream. Two reorders
 * of one chapter at once: the second append conflicts and is decided again on the fresh stream
 * until it lands (`untilLanded`, decision 0048).
 */
@CommandHandler(SwapLessonsCommand)
export class SwapLessonsHandler implements ICommandHandler<
  SwapLessonsCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly lessons: LessonChapters,
  ) {}

  async execute({ input, meta }: SwapLessonsCommand): Promise<WriteResult<TrailWriteAnswer>> {
    const codTrlCapitulo = await this.lessons.chapterOf(meta, input.aula1);
    return this.pipeline.handle(meta, {
      stream: chapterStream(codTrlCapitulo),
      decider: chapterDecider,
      command: { type: 'SwapLessons', codTrlCapitulo, aula1: input.aula1, aula2: input.aula2 },
      untilLanded: true,
    });
  }
}
