import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { learnerDecider, learnerStream, type RateChapterInput } from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { LearnerTrails } from './learner-trails.service.js';

/** A completed chapter's rating. */
export class RateChapterCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: RateChapterInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/plataforma/avaliacao: a completed chapter of the class's active trail, rated once. */
@CommandHandler(RateChapterCommand)
export class RateChapterHandler implements ICommandHandler<RateChapterCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: LearnerTrails,
  ) {}

  async execute({ input, meta }: RateChapterCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const place = await this.trails.chapterPlace(caller, input.codBseTurma, input.codTrlCapitulo);
    return this.pipeline.handle(meta, {
      stream: learnerStream(caller.userId),
      decider: learnerDecider,
      command: { type: 'RateChapter', place, avaliacoes: input.avaliacoes },
      untilLanded: true,
    });
  }
}
