import { Inject, Injectable } from '@nestjs/common';
import type { ClassProgress } from '@school/modules/teaching';
import { lessonsOfChapters } from '@school/projections/chapter-editor';
import { listChapters } from '@school/projections/chapter-list';
import type { ClassBookRecord } from '@school/projections/class-books';
import { studentsOfClass } from '@school/projections/class-list';
import { syncSummaries } from '@school/projections/device-syncs';
import type { Db } from '@school/projections/kernel';
import { classProgress } from '@school/projections/learner-progress';
import { DATABASE } from '@school/backend/core/tokens';

const GAME = 3;

/** 0 to 100, rounded; 0 of nothing. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * A class book's progress for its class (decision 0035): the same contents the player plays (those
 * with their detail), a content done once seen and a game once played, so 100 % is exactly a
 * chapter the decider completed; and each student's games played and won and its best scores, and
 * when its device last synced and how many of its records arrived late (decision 0076).
 */
@Injectable()
export class ClassProgressReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async read(
    link: ClassBookRecord,
  ): Promise<Omit<ClassProgress, 'codTrlLivroTurma' | 'codTrlLivro' | 'dscTitulo'>> {
    const [chapters, students, progress] = await Promise.all([
      listChapters(this.db, link.codTrlLivro),
      studentsOfClass(this.db, link.codBseTurma),
      classProgress(this.db, link.codBseTurma, link.codTrlLivro),
    ]);
    const [lessons, syncs] = await Promise.all([
      lessonsOfChapters(
        this.db,
        chapters.map((c) => c.codTrlCapitulo),
      ),
      syncSummaries(
        this.db,
        students.map((s) => s.codBseUsuario),
      ),
    ]);
    const contents = lessons.flatMap((l) => l.contents.filter((c) => c.detail !== null));
    const chapterContents = chapters
      .map((c) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        dscTitulo: c.dscTitulo,
        contents: contents.filter((x) => x.codTrlCapitulo === c.codTrlCapitulo),
      }))
      .filter((c) => c.contents.length > 0);
    const isGame = new Set(
      contents.filter((c) => c.codTrlTipoConteudo === GAME).map((c) => c.codTrlConteudo),
    );
    const total = contents.length;
    const alunos = students.map((s) => {
      const seen = new Set(
        progress.views.filter((v) => v.codBseUsuario === s.codBseUsuario).map((v) => v.codTrlConteudo),
      );
      const games = progress.games.filter(
        (g) => g.codBseUsuario === s.codBseUsuario && isGame.has(g.codTrlConteudo),
      );
      const played = new Set(games.map((g) => g.codTrlConteudo));
      const done = (id: number) => (isGame.has(id) ? played.has(id) : seen.has(id));
      const doneIn = (list: readonly { codTrlConteudo: number }[]) =>
        list.filter((c) => done(c.codTrlConteudo)).length;
      return {
        ...s,
        capitulos: chapterContents.map((c) => percent(doneIn(c.contents), c.contents.length)),
        percent: percent(doneIn(contents), total),
        jogosJogados: games.length,
        jogosVencidos: games.filter((g) => g.won).length,
        melhorPontuacao: games.length
          ? Math.round(games.reduce((sum, g) => sum + g.bestScore, 0) / games.length)
          : null,
        ultimaAtividade: progress.lastActivity.get(s.codBseUsuario)?.toISOString() ?? null,
        ultimaSincronizacao: syncs.get(s.codBseUsuario)?.lastSyncAt.toISOString() ?? null,
        registrosAtrasados: syncs.get(s.codBseUsuario)?.lateItems ?? 0,
      };
    });
    return {
      capitulos: chapterContents.map((c) => ({
        codTrlCapitulo: c.codTrlCapitulo,
        dscTitulo: c.dscTitulo,
        conteudos: c.contents.length,
        jogos: c.contents.filter((x) => isGame.has(x.codTrlConteudo)).length,
      })),
      alunos,
    };
  }
}
