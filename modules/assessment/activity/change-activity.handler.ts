import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { activityDecider, activityStream } from '@school/modules/assessment';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { ChangeActivityCommand } from './activity.commands.js';
import { TrailFactsReader } from './trail-facts.service.js';

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
