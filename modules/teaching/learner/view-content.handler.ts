import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { learnerDecider, learnerStream, type ViewContentInput } from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { LearnerTrails } from './learner-trails.service.js';

/** The student saw a content (and perhaps completed its chapter). */
export class ViewContentCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: ViewContentInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/plataforma/visto: on the learner's own stream, retried until it lands when the same
 * learner wrote meanwhile (two tabs, a double click): never a 409 (decision 0035).
 */
@CommandHandler(ViewContentCommand)
export class ViewContentHandler implements ICommandHandler<ViewContentCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: LearnerTrails,
  ) {}

  async execute({ input, meta }: ViewContentCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const { place, chapter } = await this.trails.place(caller, input.codBseTurma, input.codTrlConteudo);
    return this.pipeline.handle(meta, {
      stream: learnerStream(caller.userId),
      decider: learnerDecider,
      command: { type: 'ViewContent', place, chapter },
      untilLanded: true,
    });
  }
}
