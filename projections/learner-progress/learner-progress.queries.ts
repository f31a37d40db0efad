import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { learnerProgressSchema } from './learner-progress.tables.js';

const tables = (db: Db) => tablesOf(db, learnerProgressSchema);

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

/** Everything a learner did in a trail, as the player opens it. */
export interface LearnerTrailState {
  /** The content seen last, or null. */
  position: number | null;
  seen: number[];
  completed: number[];
  rated: number[];
  games: GameResult[];
}

/**
 * Where the learner left off, the contents it saw, the chapters it completed and rated, and its
 * best result in each game it played, in one statement: the player reads it whenever a class
 * opens its trail, and five round trips cost it more than the rows (decision 0050).
 */
export async function learnerTrailState(
  db: Db,
  codBseUsuario: number,
  codTrlLivro: number,
): Promise<LearnerTrailState> {
  const mine = sql`cod_bse_usuario = ${codBseUsuario} and cod_trl_livro = ${codTrlLivro}`;
  const { rows } = await sql<{
    position: number | null;
    seen: number[];
    completed: number[];
    rated: number[];
    games: {
      cod_trl_conteudo: number;
      cod_trl_capitulo: number;
      rounds: number;
      won: boolean;
      best_score: number;
    }[];
  }>`select
      (select cod_trl_conteudo from learner_positions where ${mine}) as position,
      coalesce((select array_agg(cod_trl_conteudo order by cod_trl_conteudo) from learner_views where ${mine}), '{}') as seen,
      coalesce((select array_agg(cod_trl_capitulo order by cod_trl_capitulo) from learner_chapters where ${mine}), '{}') as completed,
      coalesce((select array_agg(distinct cod_trl_capitulo order by cod_trl_capitulo) from chapter_ratings where ${mine}), '{}') as rated,
      coalesce((select json_agg(json_build_object('cod_trl_conteudo', cod_trl_conteudo, 'cod_trl_capitulo', cod_trl_capitulo,
                  'rounds', rounds, 'won', won, 'best_score', best_score) order by cod_trl_conteudo)
                  from learner_games where ${mine}), '[]') as games`.execute(db);
  const row = rows[0]!;
  return {
    position: row.position,
    seen: row.seen,
    completed: row.completed,
    rated: row.rated,
    games: row.games.map(toResult),
  };
}
