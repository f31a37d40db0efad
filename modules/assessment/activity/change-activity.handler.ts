import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, type ActivityInput, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { TrailFactsReader } from './trail-facts.service.js';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** PUT /bse_atividade/{id}: trail, chapters, name and description. */
export class ChangeActivityCommand extends Command<WriteResult<number>> {
  constructor(
    readonly id: number,
    readonly input: ActivityInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/** PUT /api/bse_atividade/{id}: trail, chapters, name and description. */
@CommandHandler(ChangeActivityCommand)
export class ChangeActivityHandler implements ICommandHandler<ChangeActivityCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: TrailFactsReader,
  ) {}

  async execute({ id, input, meta }: ChangeActivityCommand): Promise<WriteResult<number>> {
    const facts = await this.trails.of(input.codTrlLivro);
    return this.pipeline.handle(meta, {
      stream: activityStream(id),
      decider: activityDecider,
      command: { type: 'ChangeActivity', fields: input, ...facts },
    });
  }
}
