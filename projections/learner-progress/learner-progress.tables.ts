import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const learnerProgressSchema = {
  /** Where each learner is in each trail: the content seen last (resume), and when. */
  learner_positions: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_trl_livro: 'int4',
      cod_bse_turma: 'int4',
      cod_trl_conteudo: 'int4',
      last_at: 'timestamptz',
    },
    primaryKey: ['cod_bse_usuario', 'cod_trl_livro'],
  },
  /** Each content a learner has seen (once), with its chapter. */
  learner_views: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_trl_conteudo: 'int4',
      cod_trl_livro: 'int4',
      cod_trl_capitulo: 'int4',
      cod_bse_turma: 'int4',
      first_at: 'timestamptz',
    },
    primaryKey: ['cod_bse_usuario', 'cod_trl_conteudo'],
    indexes: [['cod_bse_turma', 'cod_trl_livro']],
  },
  /** The chapters a learner completed. */
  learner_chapters: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_trl_capitulo: 'int4',
      cod_trl_livro: 'int4',
      cod_bse_turma: 'int4',
      completed_at: 'timestamptz',
    },
    primaryKey: ['cod_bse_usuario', 'cod_trl_capitulo'],
    indexes: [['cod_bse_turma']],
  },
  /** Each completed chapter's rating: one row per question (`cod_avaliacao`) with its score, 1 to 5. */
  chapter_ratings: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_trl_capitulo: 'int4',
      cod_avaliacao: 'int4',
      num_avaliacao: 'int4',
      cod_trl_livro: 'int4',
      cod_bse_turma: 'int4',
      at: 'timestamptz',
    },
    primaryKey: ['cod_bse_usuario', 'cod_trl_capitulo', 'cod_avaliacao'],
    indexes: [['cod_bse_turma', 'cod_trl_livro']],
  },
  /**
   * Each game a learner played (a round of it, won or lost, as the server scored it): its rounds,
   * whether one was won, the best score (0 to 100) and the last round's time.
   */
  learner_games: {
    columns: {
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
    primaryKey: ['cod_bse_usuario', 'cod_trl_conteudo'],
    indexes: [['cod_bse_turma', 'cod_trl_livro']],
  },
  /** Every game round played: its outcome, score (0 to 100), answers (JSON) and duration. */
  game_attempts: {
    columns: {
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
    primaryKey: 'attempt_id',
    indexes: [['cod_bse_turma', 'cod_trl_conteudo']],
  },
} as const satisfies SchemaSpec;

export type GameAttemptRow = RowOf<typeof learnerProgressSchema, 'game_attempts'>;
