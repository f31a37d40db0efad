import { Inject, Injectable } from '@nestjs/common';
import { trailDecider, trailStream, type TrailState } from '@school/modules/content';
import { findChapter } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { found } from '@school/backend/http/params';

/**
 * The trail a chapter belongs to: looked up in the chapter read model (a chapter never moves),
 * 404 when there is none. The decision itself reads the trail's stream.
 */
@Injectable()
export class ChapterTrails {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async trailOf(codTrlCapitulo: number): Promise<number> {
    return found(await findChapter(this.db, codTrlCapitulo)).codTrlLivro;
  }

  /** The trail's state as its stream stands now. */
  async trailState(codTrlLivro: number): Promise<TrailState> {
    return (await this.pipeline.read(trailStream(codTrlLivro), trailDecider)).state;
  }
}
