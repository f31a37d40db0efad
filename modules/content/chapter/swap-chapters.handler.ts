import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type SwapChaptersInput,
  trailDecider,
  trailStream,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ChapterTrails } from './chapter-trail.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** inverterCapitulos: one command, one event on the trail's stream. */
export class SwapChaptersCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapChaptersInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_capitulo/inverterCapitulos/x: one command, one ChaptersSwapped on the trail's
 * stream. Two reorders of one trail at once: the second append conflicts and is decided again on
 * the fresh stream until it lands (`untilLanded`, decision 0048), so both succeed, neither is lost
 * and no number is doubled.
 */
@CommandHandler(SwapChaptersCommand)
export class SwapChaptersHandler implements ICommandHandler<
  SwapChaptersCommand,
  WriteResult<TrailWriteAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: ChapterTrails,
  ) {}

  async execute({ input, meta }: SwapChaptersCommand): Promise<WriteResult<TrailWriteAnswer>> {
    return this.pipeline.handle(meta, {
      stream: trailStream(await this.trails.trailOf(meta, input.capitulo1)),
      decider: trailDecider,
      command: { type: 'SwapChapters', capitulo1: input.capitulo1, capitulo2: input.capitulo2 },
      untilLanded: true,
    });
  }
}
