import { Command } from '@nestjs/cqrs';
import type { SwapTrailsInput, TrailInput, TrailWriteAnswer } from '@school/modules/content';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

export type TrailWriteResult = WriteResult<TrailWriteAnswer, { codTrlLivro: number }>;

export class CreateTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly input: TrailInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class RenameTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly input: TrailInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class ActivateTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class DeleteTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export class SwapTrailsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapTrailsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
