import { tablesOf, type Db } from '@school/projections/kernel';
import { learnerProgressSchema } from './learner-progress.tables.js';

const tables = (db: Db) => tablesOf(db, learnerProgressSchema);

/** Where a learner is in a trail: the content seen last, or null. */
export async function learnerPosition(
  db: Db,
  codBseUsuario: number,
  codTrlLivro: number,
): Promise<number | null> {
  const row = await tables(db)
    .selectFrom('learner_positions')
    .select('cod_trl_conteudo')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('cod_trl_livro', '=', codTrlLivro)
    .executeTakeFirst();
  return row?.cod_trl_conteudo ?? null;
}

/** The contents of a trail a learner has seen. */
export async function seenContents(db: Db, codBseUsuario: number, codTrlLivro: number): Promise<number[]> {
  const rows = await tables(db)
    .selectFrom('learner_views')
    .select('cod_trl_conteudo')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('cod_trl_livro', '=', codTrlLivro)
    .orderBy('cod_trl_conteudo')
    .execute();
  return rows.map((r) => r.cod_trl_conteudo);
}

/** A game round as the reports read it. */
export interface GameAttempt {
  codBseUsuario: number;
  codTrlConteudo: number;
  codTrlJogo: number;
  won: boolean;
  /** 0 to 100. */
  score: number;
  answers: string[];
  durationMs: number;
  at: Date;
}

/** A learner's rounds of one game content, oldest first. */
export async function attemptsOf(
  db: Db,
  codBseUsuario: number,
  codTrlConteudo: number,
): Promise<GameAttempt[]> {
  const rows = await tables(db)
    .selectFrom('game_attempts')
    .selectAll()
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('cod_trl_conteudo', '=', codTrlConteudo)
    .orderBy('at')
    .execute();
  return rows.map((r) => ({
    codBseUsuario: r.cod_bse_usuario,
    codTrlConteudo: r.cod_trl_conteudo,
    codTrlJogo: r.cod_trl_jogo,
    won: r.won,
    score: r.score,
    answers: JSON.parse(r.answers) as string[],
    durationMs: r.duration_ms,
    at: r.at,
  }));
}

/** A learner's result in one game: its rounds, whether one was won, the best score (0 to 100). */
export interface GameResult {
  codTrlConteudo: number;
  codTrlCapitulo: number;
  rounds: number;
  won: boolean;
  bestScore: number;
}

/** The games of a trail a learner played, with its best result in each. */
export async function gameResults(db: Db, codBseUsuario: number, codTrlLivro: number): Promise<GameResult[]> {
  const rows = await tables(db)
    .selectFrom('learner_games')
    .select(['cod_trl_conteudo', 'cod_trl_capitulo', 'rounds', 'won', 'best_score'])
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('cod_trl_livro', '=', codTrlLivro)
    .orderBy('cod_trl_conteudo')
    .execute();
  return rows.map(toResult);
}

const toResult = (r: {
  cod_trl_conteudo: number;
  cod_trl_capitulo: number;
  rounds: number;
  won: boolean;
  best_score: number;
}): GameResult => ({
  codTrlConteudo: r.cod_trl_conteudo,
  codTrlCapitulo: r.cod_trl_capitulo,
  rounds: r.rounds,
  won: r.won,
  bestScore: r.best_score,
});

/** What the learners of a class did in a trail: each content seen, each game's result, the last activity. */
export interface ClassProgressRows {
  views: { codBseUsuario: number; codTrlConteudo: number }[];
  games: (GameResult & { codBseUsuario: number })[];
  lastActivity: Map<number, Date>;
}

export async function classProgress(
  db: Db,
  codBseTurma: number,
  codTrlLivro: number,
): Promise<ClassProgressRows> {
  const [views, games, positions] = await Promise.all([
    tables(db)
      .selectFrom('learner_views')
      .select(['cod_bse_usuario', 'cod_trl_conteudo'])
      .where('cod_bse_turma', '=', codBseTurma)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
    tables(db)
      .selectFrom('learner_games')
      .select([
        'cod_bse_usuario',
        'cod_trl_conteudo',
        'cod_trl_capitulo',
        'rounds',
        'won',
        'best_score',
        'last_at',
      ])
      .where('cod_bse_turma', '=', codBseTurma)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
    tables(db)
      .selectFrom('learner_positions')
      .select(['cod_bse_usuario', 'last_at'])
      .where('cod_bse_turma', '=', codBseTurma)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
  ]);
  // The last activity: the last content seen or the last round played, whichever came later.
  const lastActivity = new Map<number, Date>();
  for (const { cod_bse_usuario: user, last_at: at } of [...positions, ...games]) {
    const before = lastActivity.get(user);
    if (!before || before < at) lastActivity.set(user, at);
  }
  return {
    views: views.map((v) => ({ codBseUsuario: v.cod_bse_usuario, codTrlConteudo: v.cod_trl_conteudo })),
    games: games.map((g) => ({ codBseUsuario: g.cod_bse_usuario, ...toResult(g) })),
    lastActivity,
  };
}

/** The chapters of a trail a learner completed, and those it rated. */
export async function learnerChapters(
  db: Db,
  codBseUsuario: number,
  codTrlLivro: number,
): Promise<{ completed: number[]; rated: number[] }> {
  const [completed, rated] = await Promise.all([
    tables(db)
      .selectFrom('learner_chapters')
      .select('cod_trl_capitulo')
      .where('cod_bse_usuario', '=', codBseUsuario)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
    tables(db)
      .selectFrom('chapter_ratings')
      .select('cod_trl_capitulo')
      .distinct()
      .where('cod_bse_usuario', '=', codBseUsuario)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
  ]);
  return {
    completed: completed.map((r) => r.cod_trl_capitulo).sort((a, b) => a - b),
    rated: rated.map((r) => r.cod_trl_capitulo).sort((a, b) => a - b),
  };
}
