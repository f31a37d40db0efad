import { sql } from 'kysely';
import { assertNever } from '@school/modules/kernel';
import type { LearnerEvent } from '@school/modules/teaching';
import { defineProjection } from '@school/projections/kernel';
import { learnerProgressSchema } from './learner-progress.tables.js';

/**
 * The learners' progress from their own streams: where each one is in each trail (resume),
 * the contents seen, the chapters completed, and every game round. Written in event order, each
 * row once (a replayed batch changes nothing).
 */
export const learnerProgressProjection = defineProjection<LearnerEvent>()({
  name: 'learner-progress',
  // 2: completed chapters by class (the progress report of a school, unit or class).
  // 3: each game's rounds, won and best score per learner (learner_games, decision 0035).
  version: 3,
  schema: learnerProgressSchema,
  handles: ['ContentViewed', 'GameAttempted', 'ChapterCompleted', 'ChapterRated'],

  async project(events, trx, names) {
    for (const e of events) {
      const at = e.createdAt;
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
              values (${e.id}, ${d.codBseUsuario}, ${d.codBseTurma}, ${d.codTrlLivro}, ${d.codTrlCapitulo},
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
});
