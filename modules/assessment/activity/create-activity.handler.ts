import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, type ActivityInput, activityStream } from '@school/modules/assessment';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { TrailFactsReader } from './trail-facts.service.js';

/** POST /bse_atividade: answers 1, and the new id to a caller on the bus (the demo seed). */
export class CreateActivityCommand extends Command<WriteResult<number, { codBseAtividade: number }>> {
  constructor(
    readonly input: ActivityInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** POST /api/bse_atividade: a new activity of a trail, its creator named as it is now. */
@CommandHandler(CreateActivityCommand)
export class CreateActivityHandler implements ICommandHandler<
  CreateActivityCommand,
  WriteResult<number, { codBseAtividade: number }>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly trails: TrailFactsReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: CreateActivityCommand) {
    const caller = callerOf(meta);
    const [facts, creator] = await Promise.all([
      this.trails.of(input.codTrlLivro),
      findUser(this.db, caller.userId),
    ]);
    const codBseAtividade = await this.ids.next('activity');
    return this.pipeline.handle(meta, {
      stream: activityStream(codBseAtividade),
      decider: activityDecider,
      command: {
        type: 'CreateActivity',
        codBseAtividade,
        fields: input,
        creator: { id: caller.userId, name: creator?.nomUsuario ?? caller.login },
        ...facts,
      },
      expectNew: true,
      extra: { codBseAtividade },
    });
  }
}
