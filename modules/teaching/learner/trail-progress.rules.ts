import type { PlayerChapter, PlayerGameResult } from './learner.contracts.js';

/**
 * Where a learner is with one content of its trail: not seen yet, seen, and for a game played
 * (a round of it, not won) or won. A content other than a game is done once seen, a game once
 * played (ChapterCompleted's rule, decision 0035).
 */
export type ContentState = 'naoVisto' | 'visto' | 'jogado' | 'vencido';

/** The learner's facts the states are made of (its progress read model, and its visit's writes). */
export interface LearnerFacts {
  vistos: Iterable<number>;
  jogos: Iterable<Pick<PlayerGameResult, 'codTrlConteudo' | 'vencido'>>;
  /** The chapters the server recorded complete (ChapterCompleted). */
  concluidos: Iterable<number>;
}

/** One chapter's progress: its contents and games, those done and won, whether it is complete. */
export interface ChapterProgress {
  codTrlCapitulo: number;
  conteudos: number;
  feitos: number;
  jogos: number;
  vencidos: number;
  concluido: boolean;
}

/**
 * GET /plataforma/turma/{classId}'s `progresso`: the state of every content of the trail (in the
 * trail's order), each chapter's progress, and what is left to do (in the trail's order) before
 * the trail is complete.
 */
export interface TrailProgress {
  estados: { codTrlConteudo: number; estado: ContentState }[];
  capitulos: ChapterProgress[];
  /** The contents and games not done yet, in the trail's order: empty once the trail is complete. */
  faltam: { codTrlConteudo: number; jogo: boolean }[];
  concluida: boolean;
}

/** The learner's progress in a trail, from its facts (the same rule on the server and in the player). */
export function trailProgress(chapters: readonly PlayerChapter[], facts: LearnerFacts): TrailProgress {
  const seen = new Set(facts.vistos);
  const games = new Map([...facts.jogos].map((g) => [g.codTrlConteudo, g.vencido]));
  const completed = new Set(facts.concluidos);
  const estados: TrailProgress['estados'] = [];
  const faltam: TrailProgress['faltam'] = [];
  const capitulos = chapters.map((chapter): ChapterProgress => {
    const contents = chapter.aulas.flatMap((l) => l.conteudos);
    let feitos = 0;
    let vencidos = 0;
    for (const c of contents) {
      const game = c.codTrlTipoConteudo === 3;
      const won = games.get(c.codTrlConteudo);
      const estado: ContentState =
        game && won !== undefined
          ? won
            ? 'vencido'
            : 'jogado'
          : seen.has(c.codTrlConteudo)
            ? 'visto'
            : 'naoVisto';
      const done = game ? won !== undefined : estado === 'visto';
      if (done) feitos++;
      if (estado === 'vencido') vencidos++;
      estados.push({ codTrlConteudo: c.codTrlConteudo, estado });
      if (!done) faltam.push({ codTrlConteudo: c.codTrlConteudo, jogo: game });
    }
    const jogos = contents.filter((c) => c.codTrlTipoConteudo === 3).length;
    return {
      codTrlCapitulo: chapter.codTrlCapitulo,
      conteudos: contents.length,
      feitos,
      jogos,
      vencidos,
      concluido: completed.has(chapter.codTrlCapitulo) || feitos === contents.length,
    };
  });
  // A chapter the server recorded complete stays so, though content was added to it since.
  const open = new Set(capitulos.filter((c) => !c.concluido).map((c) => c.codTrlCapitulo));
  const left = new Set(
    chapters
      .filter((c) => open.has(c.codTrlCapitulo))
      .flatMap((c) => c.aulas.flatMap((l) => l.conteudos.map((x) => x.codTrlConteudo))),
  );
  const remaining = faltam.filter((f) => left.has(f.codTrlConteudo));
  return { estados, capitulos, faltam: remaining, concluida: open.size === 0 };
}
