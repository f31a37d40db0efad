import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ownerOfNewTrail,
  trailDecider,
  type TrailInput,
  trailStream,
  type TrailWriteAnswer,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { actorOf, type RequestMeta } from '@school/backend/http/request-meta';

export class CreateTrailCommand extends Command<TrailWriteResult> {
  constructor(
    readonly input: TrailInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

export type TrailWriteResult = WriteResult<TrailWriteAnswer, { codTrlLivro: number }>;

/**
 * POST /api/trl_livro: a trail at the end of the list (its place is its id), owned as decision
 * 0070 says: the Master's is the network's catalogue's, anyone else's its school's, authored by it.
 */
@CommandHandler(CreateTrailCommand)
export class CreateTrailHandler implements ICommandHandler<CreateTrailCommand, TrailWriteResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ input, meta }: CreateTrailCommand): Promise<TrailWriteResult> {
    const owner = ownerOfNewTrail(actorOf(meta));
    const id = await this.ids.next('trail');
    return this.pipeline.handle(meta, {
      stream: trailStream(id),
      decider: trailDecider,
      command: { type: 'CreateTrail', codTrlLivro: id, dscTitulo: input.dscTitulo, owner, copiedFrom: null },
      expectNew: true,
      extra: { codTrlLivro: id },
    });
  }
}
