import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const keptAnswersSchema = {
  /**
   * Each answer set aside (SubmissionSetAside, decision 0076), one row per question: answers a
   * device queued that arrived after the activity closed or after the student had answered it.
   */
  kept_answers: {
    columns: {
      event_id: 'uuid',
      cod_bse_questao: 'int4',
      cod_bse_atividade: 'int4',
      cod_bse_turma: 'int4',
      cod_bse_usuario: 'int4',
      reason: 'text',
      res_resposta: 'text',
      feito_em: 'timestamptz',
      recebida_em: 'timestamptz',
    },
    primaryKey: ['event_id', 'cod_bse_questao'],
    indexes: [['cod_bse_atividade', 'cod_bse_usuario']],
  },
} as const satisfies SchemaSpec;

export type KeptAnswerRow = RowOf<typeof keptAnswersSchema, 'kept_answers'>;
