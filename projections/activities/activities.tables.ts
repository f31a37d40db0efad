import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const activitiesSchema = {
  /** The activities not deleted; `capitulos` as chosen (a deleted chapter drops out when read). */
  activities: {
    columns: {
      cod_bse_atividade: 'int4',
      nom_atividade: 'text',
      des_descricao: 'text',
      cod_trl_livro: 'int4',
      capitulos: '_int4',
      cod_usuario_criacao: 'int4',
      nom_usuario_criacao: 'text',
      dat_criacao: 'timestamptz',
      /** The school that owns it; null: the network's catalogue (decision 0071). */
      cod_bse_escola: 'int4?',
    },
    primaryKey: 'cod_bse_atividade',
    indexes: [['cod_bse_escola']],
    // The activity is the school's; its author's name is the author's.
    erase: { person: 'cod_usuario_criacao', columns: ['nom_usuario_criacao'] },
  },
  /** The questions of live activities; `opcoes` is the options as JSON. */
  activity_questions: {
    columns: {
      cod_bse_questao: 'int4',
      cod_bse_atividade: 'int4',
      titulo: 'text',
      enunciado: 'text',
      tipo: 'text',
      opcoes: 'text',
      resposta_esperada: 'text',
    },
    primaryKey: 'cod_bse_questao',
    indexes: [['cod_bse_atividade']],
  },
} as const satisfies SchemaSpec;

export type ActivityRow = RowOf<typeof activitiesSchema, 'activities'>;
export type ActivityQuestionRow = RowOf<typeof activitiesSchema, 'activity_questions'>;
