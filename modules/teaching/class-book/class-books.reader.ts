import { Inject, Injectable } from '@nestjs/common';
import type { ClassBook, ClassProgress, TrailToAdd } from '@school/modules/teaching';
import {
  activeClassBook,
  classBooksOf,
  type ClassBookRecord,
  trailsWithContent,
} from '@school/projections/class-books';
import { trailListReach } from '@school/modules/content';
import type { Actor } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { listTrails } from '@school/projections/trail-list';
import { DATABASE } from '@school/backend/core/tokens';
import { ClassProgressReader } from './class-progress.reader.js';

/** No active lesson, as the player reads it. */
export interface NoneActive {
  comConteudo: false;
  codTrlLivro: null;
  codTrlLivroTurma: null;
  dscTitulo: null;
}

/**
 * A class's lessons as the screens read them: the class-book links with their trails' titles
 * (the trail list's), and the trails not yet added. The caller's scope is checked before
 * (ClassBookScope).
 */
@Injectable()
export class ClassBooksReader {
  constructor(
    private readonly progressOf: ClassProgressReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** Links with their trails' titles (one read of the small catalogue). */
  private async withTitles(links: ClassBookRecord[]): Promise<ClassBook[]> {
    const titles = new Map((await listTrails(this.db)).map((t) => [t.codTrlLivro, t.dscTitulo]));
    return links.map((l) => ({ ...l, dscTitulo: titles.get(l.codTrlLivro) ?? '' }));
  }

  /** A class's lessons, in the order added. */
  async ofClass(codBseTurma: number): Promise<ClassBook[]> {
    return this.withTitles(await classBooksOf(this.db, codBseTurma));
  }

  /** The class's active lesson, or none. */
  async activeOf(codBseTurma: number): Promise<ClassBook | NoneActive> {
    const active = await activeClassBook(this.db, codBseTurma);
    if (!active) return { comConteudo: false, codTrlLivro: null, codTrlLivroTurma: null, dscTitulo: null };
    const [withTitle] = await this.withTitles([active]);
    return withTitle!;
  }

  /** One lesson with its title. */
  async one(link: ClassBookRecord): Promise<ClassBook> {
    return (await this.withTitles([link]))[0]!;
  }

  /** A lesson with its title and how far each student of its class is in it. */
  async progress(link: ClassBookRecord): Promise<ClassProgress> {
    const [withTitle, progress] = await Promise.all([this.one(link), this.progressOf.read(link)]);
    return { ...withTitle, ...progress };
  }

  /**
   * The trails not yet added to a class, each with whether it has content: those the caller
   * reads (the catalogue, its school's, its own: decision 0070).
   */
  async notInClass(caller: Actor, codBseTurma: number): Promise<TrailToAdd[]> {
    const added = new Set((await classBooksOf(this.db, codBseTurma)).map((l) => l.codTrlLivro));
    const reach = trailListReach(caller);
    const trails = (await listTrails(this.db, reach)).filter((t) => !added.has(t.codTrlLivro));
    const withContent = await trailsWithContent(
      this.db,
      trails.map((t) => t.codTrlLivro),
    );
    return trails.map((t) => ({
      codTrlLivro: t.codTrlLivro,
      dscTitulo: t.dscTitulo,
      comConteudo: withContent.has(t.codTrlLivro),
    }));
  }
}
