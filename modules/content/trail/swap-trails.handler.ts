import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type SwapTrailsInput,
  TRAIL_CATALOGUE_STREAM,
  trailCatalogueDecider,
  trailDecider,
  trailStream,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { TrailAccess } from './trail-access.service.js';

export class SwapTrailsCommand extends Command<WriteResult<TrailWriteAnswer>> {
  constructor(
    readonly input: SwapTrailsInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/trl_livro/inverterLivros/x: two trails swap places, in one event on the catalogue's
 * stream; concurrent swaps conflict there and are decided again until they land (`untilLanded`,
 * decision 0048), so none is lost nor refused. The caller must own both (decision 0070).
 */
@CommandHandler(SwapTrailsCommand)
export class SwapTrailsHandler implements ICommandHandler<SwapTrailsCommand, WriteResult<TrailWriteAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: TrailAccess,
  ) {}

  async execute({ input, meta }: SwapTrailsCommand): Promise<WriteResult<TrailWriteAnswer>> {
    for (const id of new Set([input.livro1, input.livro2])) await this.access.writableTrail(meta, id);
    const trails = await Promise.all(
      [input.livro1, input.livro2].map((id) => this.pipeline.read(trailStream(id), trailDecider)),
    );
    return this.pipeline.handle(meta, {
      stream: TRAIL_CATALOGUE_STREAM,
      decider: trailCatalogueDecider,
      command: {
        type: 'SwapTrails',
        livro1: input.livro1,
        livro2: input.livro2,
        exist: trails.every((t) => t.state.status === 'active'),
      },
      untilLanded: true,
    });
  }
}
