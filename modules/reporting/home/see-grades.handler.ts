import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { homeDecider, homeStream } from '@school/modules/reporting';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

/** The student opened its activities and grades: the home page's "new grades" start after now. */
export class SeeGradesCommand extends Command<WriteResult<number>> {
  constructor(readonly meta: RequestMeta) {
    super();
  }
}

/**
 * POST /api/inicio/notasVistas: `GradesSeen` on the student's own stream (`home-<id>`), retried
 * until it lands when another tab wrote meanwhile; it answers once the read models have it, so
 * the home page read next shows no grade the student has seen.
 */
@CommandHandler(SeeGradesCommand)
export class SeeGradesHandler implements ICommandHandler<SeeGradesCommand, WriteResult<number>> {
  constructor(private readonly pipeline: CommandPipeline) {}

  execute({ meta }: SeeGradesCommand): Promise<WriteResult<number>> {
    const { userId } = callerOf(meta);
    return this.pipeline.handle(meta, {
      stream: homeStream(userId),
      decider: homeDecider,
      command: { type: 'SeeGrades', codBseUsuario: userId },
      untilLanded: true,
    });
  }
}
