import { Inject, Injectable } from '@nestjs/common';
import type { Activity } from '@school/modules/assessment';
import type { Actor } from '@school/modules/kernel';
import { type ActivityRecord, type ActivityVisibility, listActivities } from '@school/projections/activities';
import { listChapters } from '@school/projections/chapter-list';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { DATABASE } from '@school/backend/core/tokens';
import { canWriteActivity } from './activity.rules.js';

/** Activities as the screens list them: the activities read model's, with the content tree's titles. */
@Injectable()
export class ActivitiesReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  /**
   * The titles an activity is listed with: its trail's and those of its chapters still in the
   * content tree (a chapter deleted since drops out; the activity stays whole, decision 0030),
   * and whether `reader` may change it (decision 0071; none given: no).
   */
  async withTitles(records: ActivityRecord[], reader: Actor | null = null): Promise<Activity[]> {
    if (records.length === 0) return [];
    const [trails, chapters] = await Promise.all([listTrails(this.db), listChapters(this.db)]);
    const trailTitle = new Map(trails.map((t) => [t.codTrlLivro, t.dscTitulo]));
    const chapterOf = new Map(chapters.map((c) => [c.codTrlCapitulo, c]));
    return records.map((r) => {
      const livro = trailTitle.has(r.codTrlLivro)
        ? { codTrlLivro: r.codTrlLivro, dscTitulo: trailTitle.get(r.codTrlLivro)! }
        : null;
      return {
        codBseAtividade: r.codBseAtividade,
        nomAtividade: r.nomAtividade,
        desDescricao: r.desDescricao,
        codTrlLivro: r.codTrlLivro,
        livroId: r.codTrlLivro,
        usuarioCriacao: r.nomUsuarioCriacao,
        codUsuarioCriacao: r.codUsuarioCriacao,
        datCriacao: r.datCriacao.toISOString(),
        codBseEscola: r.codBseEscola,
        editavel: reader !== null && canWriteActivity(reader, r),
        livro,
        capitulos: r.capitulos.flatMap((id) => {
          const c = chapterOf.get(id);
          if (!c) return [];
          const trail = { codTrlLivro: c.codTrlLivro, dscTitulo: trailTitle.get(c.codTrlLivro) ?? '' };
          return [
            {
              codTrlCapitulo: c.codTrlCapitulo,
              codTrlLivro: c.codTrlLivro,
              dscTitulo: c.dscTitulo,
              numSequencia: c.numSequencia,
              livro: trail,
            },
          ];
        }),
        questoes: r.questoes,
      };
    });
  }

  /** Every activity of the filter, newest first, with its titles. */
  async list(
    filter: { codTrlLivro?: number; chapters?: number[]; ids?: number[]; visible?: ActivityVisibility },
    reader: Actor | null = null,
  ): Promise<Activity[]> {
    return this.withTitles(await listActivities(this.db, filter), reader);
  }

  /** One activity with its titles. */
  async one(record: ActivityRecord, reader: Actor | null = null): Promise<Activity> {
    return (await this.withTitles([record], reader))[0]!;
  }
}
