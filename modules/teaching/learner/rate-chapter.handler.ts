import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { learnerDecider, learnerStream } from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf } from '@school/modules/organization/server';
import { PlayerTrails } from './player-trails.service.js';
import { RateChapterCommand } from './player.commands.js';

/** POST /api/plataforma/avaliacao: a completed chapter of the class's active trail, rated once. */
@CommandHandler(RateChapterCommand)
export class RateChapterHandler implements ICommandHandler<RateChapterCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: PlayerTrails,
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
