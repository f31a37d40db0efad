import { Inject, Injectable } from '@nestjs/common';
import type { TrailFacts } from '@school/modules/assessment';
import { listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { findTrail } from '@school/projections/trail-list';
import { DATABASE } from '@school/backend/core/tokens';

/** The content context's facts an activity is decided with: its trail exists, and its chapters. */
@Injectable()
export class TrailFactsReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async of(codTrlLivro: number): Promise<TrailFacts> {
    const [trail, chapters] = await Promise.all([
      findTrail(this.db, codTrlLivro),
      listChapters(this.db, codTrlLivro),
    ]);
    return { trailExists: trail !== undefined, chaptersOfTrail: chapters.map((c) => c.codTrlCapitulo) };
  }
}
