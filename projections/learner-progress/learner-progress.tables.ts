import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const learnerProgressSchema = {
  /** Where each learner is in each trail: the content seen last (resume), and when. */
  learner_positions: {
    cod_bse_usuario: 'int4',
    cod_trl_livro: 'int4',
    cod_bse_turma: 'int4',
    cod_trl_conteudo: 'int4',
    last_at: 'timestamptz',
  },
  /** Each content a learner has seen (once), with its chapter. */
  learner_views: {
    cod_bse_usuario: 'int4',
    cod_trl_conteudo: 'int4',
    cod_trl_livro: 'int4',
    cod_trl_capitulo: 'int4',
    cod_bse_turma: 'int4',
    first_at: 'timestamptz',
  },
  /** The chapters a learner completed. */
  learner_chapters: {
    cod_bse_usuario: 'int4',
    cod_trl_capitulo: 'int4',
    cod_trl_livro: 'int4',
    cod_bse_turma: 'int4',
    completed_at: 'timestamptz',
  },
  /** Each completed chapter's rating: one row per question (`cod_avaliacao`) with its score, 1 to 5. */
  chapter_ratings: {
    cod_bse_usuario: 'int4',
    cod_trl_capitulo: 'int4',
    cod_avaliacao: 'int4',
    num_avaliacao: 'int4',
    cod_trl_livro: 'int4',
    cod_bse_turma: 'int4',
    at: 'timestamptz',
  },
  /**
   * Each game a learner played (a round of it, won or lost, as the server scored it): its rounds,
   * whether one was won, the best score (0 to 100) and the last round's time.
   */
  learner_games: {
    cod_bse_usuario: 'int4',
    cod_trl_conteudo: 'int4',
    cod_trl_livro: 'int4',
    cod_trl_capitulo: 'int4',
    cod_bse_turma: 'int4',
    cod_trl_jogo: 'int4',
    rounds: 'int4',
    won: 'bool',
    best_score: 'int4',
    last_at: 'timestamptz',
  },
  /** Every game round played: its outcome, score (0 to 100), answers (JSON) and duration. */
  game_attempts: {
    attempt_id: 'text',
    cod_bse_usuario: 'int4',
    cod_bse_turma: 'int4',
    cod_trl_livro: 'int4',
    cod_trl_capitulo: 'int4',
    cod_trl_conteudo: 'int4',
    cod_trl_jogo: 'int4',
    won: 'bool',
    score: 'int4',
    answers: 'text',
    duration_ms: 'int4',
    at: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type LearnerProgressTables = TablesOf<typeof learnerProgressSchema>;
export type GameAttemptRow = RowOf<typeof learnerProgressSchema, 'game_attempts'>;
