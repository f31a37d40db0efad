import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const classActivitiesSchema = {
  /** A class's activities not removed; `ind_ativo`: open to answers. */
  class_activities: {
    cod_bse_atividade_turma: 'int4',
    cod_bse_turma: 'int4',
    cod_bse_atividade: 'int4',
    ind_ativo: 'bool',
  },
  /** Who answered what, and when (one row per submission). */
  submissions: {
    cod_bse_atividade: 'int4',
    cod_bse_turma: 'int4',
    cod_bse_usuario: 'int4',
    dat_resposta: 'timestamptz',
  },
  /** Each answer of a submission. */
  submission_answers: {
    cod_bse_questao_resposta: 'int4',
    cod_bse_atividade: 'int4',
    cod_bse_turma: 'int4',
    cod_bse_usuario: 'int4',
    cod_bse_questao: 'int4',
    res_resposta: 'text',
  },
  /** Each grade as it stands (`valor_x2`: twice the grade, so halves stay whole); `versao`: the sheet's events so far. */
  grades: {
    cod_bse_nota: 'int4',
    cod_bse_atividade: 'int4',
    cod_bse_questao: 'int4',
    cod_bse_usuario: 'int4',
    cod_bse_turma: 'int4',
    valor_x2: 'int4',
    dat_nota: 'timestamptz',
  },
  /**
   * Each student's grades in an activity of a class, added up (`soma_x2`: twice the sum), with the
   * first and last of their dates: the grades report reads these instead of every grade.
   */
  grade_sums: {
    cod_bse_turma: 'int4',
    cod_bse_usuario: 'int4',
    cod_bse_atividade: 'int4',
    soma_x2: 'int4',
    primeira_nota: 'timestamptz',
    ultima_nota: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type ClassActivitiesTables = TablesOf<typeof classActivitiesSchema>;
export type ClassActivityRow = RowOf<typeof classActivitiesSchema, 'class_activities'>;
export type GradeTableRow = RowOf<typeof classActivitiesSchema, 'grades'>;
