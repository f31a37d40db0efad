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

/** What each learner of a class has seen of a trail, per chapter, and when it was last active. */
export interface ClassProgressRow {
  codBseUsuario: number;
  codTrlCapitulo: number;
  seen: number;
}

export async function classProgress(
  db: Db,
  codBseTurma: number,
  codTrlLivro: number,
): Promise<{ views: ClassProgressRow[]; lastActivity: Map<number, Date> }> {
  const [views, positions] = await Promise.all([
    tables(db)
      .selectFrom('learner_views')
      .select(['cod_bse_usuario', 'cod_trl_capitulo', (eb) => eb.fn.countAll<number>().as('seen')])
      .where('cod_bse_turma', '=', codBseTurma)
      .where('cod_trl_livro', '=', codTrlLivro)
      .groupBy(['cod_bse_usuario', 'cod_trl_capitulo'])
      .execute(),
    tables(db)
      .selectFrom('learner_positions')
      .select(['cod_bse_usuario', 'last_at'])
      .where('cod_bse_turma', '=', codBseTurma)
      .where('cod_trl_livro', '=', codTrlLivro)
      .execute(),
  ]);
  return {
    views: views.map((v) => ({
      codBseUsuario: v.cod_bse_usuario,
      codTrlCapitulo: v.cod_trl_capitulo,
      seen: Number(v.seen),
    })),
    lastActivity: new Map(positions.map((p) => [p.cod_bse_usuario, p.last_at])),
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
