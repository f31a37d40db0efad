import { Inject, Injectable } from '@nestjs/common';
import { classActivitiesStream, classActivityDecider } from '@school/modules/assessment';
import { findClassActivity } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';
import { found } from '@school/backend/http/params';

/** A command the class-activity decider takes. */
type ClassActivityCommand = Parameters<typeof classActivityDecider.decide>[0];

/**
 * A change to one class activity (the link of an activity to a class): by the class's own
 * Professor, decided on the class's stream. A link that is missing or not the caller's is 404.
 */
@Injectable()
export class ClassActivityWriter {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: AssessmentScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async write(meta: RequestMeta, id: number, command: ClassActivityCommand): Promise<WriteResult<number>> {
    const link = found(await findClassActivity(this.db, id));
    await this.scope.writable(callerOf(meta), link.codBseTurma);
    return this.pipeline.handle(meta, {
      stream: classActivitiesStream(link.codBseTurma),
      decider: classActivityDecider,
      command,
    });
  }
}
