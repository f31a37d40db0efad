import { Command } from '@nestjs/cqrs';
import type {
  ChapterCreateAnswer,
  CreateChapterInput,
  SwapChaptersInput,
  TrailWriteAnswer,
  UpdateChapterInput,
} from '@school/modules/content';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export type ChapterWriteResult = WriteResult<TrailWriteAnswer, { codTrlCapitulo: number }>;

export class CreateChapterCommand extends Command<
  WriteResult<ChapterCreateAnswer, { codTrlCapitulo: number | null }>
> {
  constructor(
    readonly input: CreateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class RenameChapterCommand extends Command<ChapterWriteResult> {
  constructor(
    readonly id: number,
    readonly input: UpdateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteChapterCommand extends Command<ChapterWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** inverterCapitulos: one command, one event on the trail's stream. */
export class SwapChaptersCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapChaptersInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
