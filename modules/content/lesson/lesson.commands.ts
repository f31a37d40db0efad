import { Command } from '@nestjs/cqrs';
import type {
  CreateLessonInput,
  Lesson,
  SwapLessonsInput,
  TrailWriteAnswer,
  UpdateLessonInput,
} from '@school/modules/content';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export class CreateLessonCommand extends Command<WriteResult<Lesson>> {
  constructor(
    readonly input: CreateLessonInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class EditLessonCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly input: UpdateLessonInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteLessonCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** inverterAulas: one command, one event on the chapter's stream. */
export class SwapLessonsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapLessonsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
