import { Command } from '@nestjs/cqrs';
import type {
  GameAttemptInput,
  RateChapterInput,
  RoundResult,
  ViewContentInput,
} from '@school/modules/teaching';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** The student saw a content (and perhaps completed its chapter). */
export class ViewContentCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: ViewContentInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** One round of a game: the server scores its answers. */
export class RecordGameAttemptCommand extends Command<WriteResult<RoundResult>> {
  constructor(
    readonly input: GameAttemptInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** A completed chapter's rating. */
export class RateChapterCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: RateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
