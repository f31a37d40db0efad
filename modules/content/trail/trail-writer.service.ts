import { Injectable } from '@nestjs/common';
import { trailDecider, trailStream } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { TrailWriteResult } from './create-trail.handler.js';
import { TrailAccess } from './trail-access.service.js';

/** A command the trail decider takes. */
type TrailCommand = Parameters<typeof trailDecider.decide>[0];

/**
 * A write to one trail's stream by a caller the owner rule lets change it (decision 0070),
 * answered with the trail's id beside the answer.
 */
@Injectable()
export class TrailWriter {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: TrailAccess,
  ) {}

  async write(meta: RequestMeta, codTrlLivro: number, command: TrailCommand): Promise<TrailWriteResult> {
    await this.access.writableTrail(meta, codTrlLivro);
    return this.pipeline.handle(meta, {
      stream: trailStream(codTrlLivro),
      decider: trailDecider,
      command,
      extra: { codTrlLivro },
    });
  }
}
