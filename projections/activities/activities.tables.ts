import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const activitiesSchema = {
  /** The activities not deleted; `capitulos` as chosen (a deleted chapter drops out when read). */
  activities: {
    cod_bse_atividade: 'int4',
    nom_atividade: 'text',
    des_descricao: 'text',
    cod_trl_livro: 'int4',
    capitulos: '_int4',
    cod_usuario_criacao: 'int4',
    nom_usuario_criacao: 'text',
    dat_criacao: 'timestamptz',
  },
  /** The questions of live activities; `opcoes` is the options as JSON. */
  activity_questions: {
    cod_bse_questao: 'int4',
    cod_bse_atividade: 'int4',
    titulo: 'text',
    enunciado: 'text',
    tipo: 'text',
    opcoes: 'text',
    resposta_esperada: 'text',
  },
} as const satisfies SchemaSpec;

export type ActivitiesTables = TablesOf<typeof activitiesSchema>;
export type ActivityRow = RowOf<typeof activitiesSchema, 'activities'>;
export type ActivityQuestionRow = RowOf<typeof activitiesSchema, 'activity_questions'>;
