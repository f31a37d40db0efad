import { Injectable } from '@nestjs/common';
import { trailDecider, trailStream, type TrailState } from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { RequestMeta } from '@school/backend/http/request-meta';
import { TrailAccess } from '../trail/trail-access.service.js';

/**
 * The trail a chapter belongs to: looked up in the chapter read model (a chapter never moves),
 * 404 when there is none, once the caller may change it (decision 0070). The decision itself
 * reads the trail's stream.
 */
@Injectable()
export class ChapterTrails {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly access: TrailAccess,
  ) {}

  trailOf(meta: RequestMeta, codTrlCapitulo: number): Promise<number> {
    return this.access.writableChapter(meta, codTrlCapitulo);
  }

  /** The trail's state as its stream stands now. */
  async trailState(codTrlLivro: number): Promise<TrailState> {
    return (await this.pipeline.read(trailStream(codTrlLivro), trailDecider)).state;
  }
}
