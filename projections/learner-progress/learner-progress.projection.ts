import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { LearnerEvent } from '@school/modules/teaching';
import type { Projection } from '@school/projections/kernel';
import { learnerProgressSchema } from './learner-progress.tables.js';

type Table = keyof typeof learnerProgressSchema;

const HANDLES = [
  'ContentViewed',
  'GameAttempted',
  'ChapterCompleted',
  'ChapterRated',
] as const satisfies readonly LearnerEvent['type'][];
type Handled = Extract<LearnerEvent, { type: (typeof HANDLES)[number] }>;

/**
 * The learners' progress from their own streams: where each one is in each trail (resume),
 * the contents seen, the chapters completed, and every game round. Written in event order, each
 * row once (a replayed batch changes nothing).
 */
export const learnerProgressProjection: Projection<Table> = {
  name: 'learner-progress',
  // 2: completed chapters by class (the progress report of a school, unit or class).
  // 3: each game's rounds, won and best score per learner (learner_games, decision 0035).
  version: 3,
  tables: [
    'learner_positions',
    'learner_views',
    'learner_chapters',
    'chapter_ratings',
    'game_attempts',
    'learner_games',
  ],
  schema: learnerProgressSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.learner_positions)} (
      cod_bse_usuario int not null,
      cod_trl_livro int not null,
      cod_bse_turma int not null,
      cod_trl_conteudo int not null,
      last_at timestamptz not null,
      primary key (cod_bse_usuario, cod_trl_livro)
    )`.execute(db);
    await sql`create table ${sql.table(names.learner_views)} (
      cod_bse_usuario int not null,
      cod_trl_conteudo int not null,
      cod_trl_livro int not null,
      cod_trl_capitulo int not null,
      cod_bse_turma int not null,
      first_at timestamptz not null,
      primary key (cod_bse_usuario, cod_trl_conteudo)
    )`.execute(db);
    await sql`create index on ${sql.table(names.learner_views)} (cod_bse_turma, cod_trl_livro)`.execute(db);
    await sql`create table ${sql.table(names.learner_chapters)} (
      cod_bse_usuario int not null,
      cod_trl_capitulo int not null,
      cod_trl_livro int not null,
      cod_bse_turma int not null,
      completed_at timestamptz not null,
      primary key (cod_bse_usuario, cod_trl_capitulo)
    )`.execute(db);
    await sql`create index on ${sql.table(names.learner_chapters)} (cod_bse_turma)`.execute(db);
    await sql`create table ${sql.table(names.chapter_ratings)} (
      cod_bse_usuario int not null,
      cod_trl_capitulo int not null,
      cod_avaliacao int not null,
      num_avaliacao int not null,
      cod_trl_livro int not null,
      cod_bse_turma int not null,
      at timestamptz not null,
      primary key (cod_bse_usuario, cod_trl_capitulo, cod_avaliacao)
    )`.execute(db);
    await sql`create index on ${sql.table(names.chapter_ratings)} (cod_bse_turma, cod_trl_livro)`.execute(db);
    await sql`create table ${sql.table(names.game_attempts)} (
      attempt_id text primary key,
      cod_bse_usuario int not null,
      cod_bse_turma int not null,
      cod_trl_livro int not null,
      cod_trl_capitulo int not null,
      cod_trl_conteudo int not null,
      cod_trl_jogo int not null,
      won boolean not null,
      score int not null,
      answers text not null,
      duration_ms int not null,
      at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.game_attempts)} (cod_bse_turma, cod_trl_conteudo)`.execute(
      db,
    );
    await sql`create table ${sql.table(names.learner_games)} (
      cod_bse_usuario int not null,
      cod_trl_conteudo int not null,
      cod_trl_livro int not null,
      cod_trl_capitulo int not null,
      cod_bse_turma int not null,
      cod_trl_jogo int not null,
      rounds int not null,
      won boolean not null,
      best_score int not null,
      last_at timestamptz not null,
      primary key (cod_bse_usuario, cod_trl_conteudo)
    )`.execute(db);
    await sql`create index on ${sql.table(names.learner_games)} (cod_bse_turma, cod_trl_livro)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      const at = event.createdAt;
      switch (e.type) {
        case 'ContentViewed': {
          const d = e.data;
          await sql`insert into ${sql.table(names.learner_positions)}
            values (${d.codBseUsuario}, ${d.codTrlLivro}, ${d.codBseTurma}, ${d.codTrlConteudo}, ${at})
            on conflict (cod_bse_usuario, cod_trl_livro) do update
              set cod_trl_conteudo = excluded.cod_trl_conteudo, cod_bse_turma = excluded.cod_bse_turma,
                  last_at = excluded.last_at`.execute(trx);
          await sql`insert into ${sql.table(names.learner_views)}
            values (${d.codBseUsuario}, ${d.codTrlConteudo}, ${d.codTrlLivro}, ${d.codTrlCapitulo}, ${d.codBseTurma}, ${at})
            on conflict do nothing`.execute(trx);
          break;
        }
        case 'ChapterCompleted': {
          const d = e.data;
          await sql`insert into ${sql.table(names.learner_chapters)}
            values (${d.codBseUsuario}, ${d.codTrlCapitulo}, ${d.codTrlLivro}, ${d.codBseTurma}, ${at})
            on conflict do nothing`.execute(trx);
          break;
        }
        case 'ChapterRated': {
          const d = e.data;
          for (const r of d.avaliacoes)
            await sql`insert into ${sql.table(names.chapter_ratings)}
              values (${d.codBseUsuario}, ${d.codTrlCapitulo}, ${r.codAvaliacao}, ${r.numAvaliacao},
                ${d.codTrlLivro}, ${d.codBseTurma}, ${at})
              on conflict do nothing`.execute(trx);
          break;
        }
        case 'GameAttempted': {
          const d = e.data;
          // One statement: the round's row, and the game's summary only when that row was new (a
          // replayed round counts once).
          await sql`with round as (
              insert into ${sql.table(names.game_attempts)}
              values (${event.id}, ${d.codBseUsuario}, ${d.codBseTurma}, ${d.codTrlLivro}, ${d.codTrlCapitulo},
                ${d.codTrlConteudo}, ${d.codTrlJogo}, ${d.won}, ${Math.round(d.score * 100)},
                ${JSON.stringify(d.answers)}, ${d.durationMs}, ${at})
              on conflict do nothing
              returning cod_bse_usuario, cod_trl_conteudo, cod_trl_livro, cod_trl_capitulo, cod_bse_turma,
                cod_trl_jogo, won, score, at)
            insert into ${sql.table(names.learner_games)} as g
            select cod_bse_usuario, cod_trl_conteudo, cod_trl_livro, cod_trl_capitulo, cod_bse_turma,
              cod_trl_jogo, 1, won, score, at from round
            on conflict (cod_bse_usuario, cod_trl_conteudo) do update
              set rounds = g.rounds + 1, won = g.won or excluded.won,
                  best_score = greatest(g.best_score, excluded.best_score),
                  cod_bse_turma = excluded.cod_bse_turma, last_at = excluded.last_at`.execute(trx);
          break;
        }
        default:
          return assertNever(e);
      }
    }
  },
};
