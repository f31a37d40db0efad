import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const classActivitiesSchema = {
  /** A class's activities not removed; `ind_ativo`: open to answers. */
  class_activities: {
    columns: {
      cod_bse_atividade_turma: 'int4',
      cod_bse_turma: 'int4',
      cod_bse_atividade: 'int4',
      ind_ativo: 'bool',
    },
    primaryKey: 'cod_bse_atividade_turma',
    indexes: [['cod_bse_turma']],
  },
  /** Who answered what, and when (one row per submission). */
  submissions: {
    columns: {
      cod_bse_atividade: 'int4',
      cod_bse_turma: 'int4',
      cod_bse_usuario: 'int4',
      dat_resposta: 'timestamptz',
    },
    primaryKey: ['cod_bse_atividade', 'cod_bse_turma', 'cod_bse_usuario'],
  },
  /** Each answer of a submission. */
  submission_answers: {
    columns: {
      cod_bse_questao_resposta: 'int4',
      cod_bse_atividade: 'int4',
      cod_bse_turma: 'int4',
      cod_bse_usuario: 'int4',
      cod_bse_questao: 'int4',
      res_resposta: 'text',
    },
    primaryKey: 'cod_bse_questao_resposta',
    indexes: [['cod_bse_atividade', 'cod_bse_usuario']],
  },
  /** Each grade as it stands (`valor_x2`: twice the grade, so halves stay whole). */
  grades: {
    columns: {
      cod_bse_nota: 'int4',
      cod_bse_atividade: 'int4',
      cod_bse_questao: 'int4',
      cod_bse_usuario: 'int4',
      cod_bse_turma: 'int4',
      valor_x2: 'int4',
      /** The activity's maximum when graded (10 per question); null in a grade given before decision 0072. */
      maximo: 'int4?',
      dat_nota: 'timestamptz',
    },
    primaryKey: 'cod_bse_nota',
    indexes: [['cod_bse_atividade', 'cod_bse_usuario'], ['cod_bse_turma']],
  },
  /**
   * Each student's grades in an activity of a class, added up (`soma_x2`: twice the sum), with the
   * first and last of their dates: the grades report reads these instead of every grade.
   */
  grade_sums: {
    columns: {
      cod_bse_turma: 'int4',
      cod_bse_usuario: 'int4',
      cod_bse_atividade: 'int4',
      soma_x2: 'int4',
      /** The activity's maximum when graded; 10 per question graded for grades given before decision 0072. */
      maximo: 'int4',
      primeira_nota: 'timestamptz',
      ultima_nota: 'timestamptz',
    },
    primaryKey: ['cod_bse_turma', 'cod_bse_usuario', 'cod_bse_atividade'],
  },
  /**
   * The teacher's comment for the student on its answers to an activity, and whether the student
   * sees the expected answers once graded; the comment is the grader's written text (decision 0072).
   */
  grade_comments: {
    columns: {
      cod_bse_atividade: 'int4',
      cod_bse_usuario: 'int4',
      cod_bse_turma: 'int4',
      comentario: 'text?',
      mostrar_resposta: 'bool',
      cod_usuario_avaliador: 'int4',
      dat_comentario: 'timestamptz',
    },
    primaryKey: ['cod_bse_atividade', 'cod_bse_usuario'],
    erase: { person: 'cod_usuario_avaliador', columns: ['comentario'] },
  },
} as const satisfies SchemaSpec;

export type ClassActivityRow = RowOf<typeof classActivitiesSchema, 'class_activities'>;
export type GradeTableRow = RowOf<typeof classActivitiesSchema, 'grades'>;
export type SubmissionRow = RowOf<typeof classActivitiesSchema, 'submissions'>;
export type GradeCommentRow = RowOf<typeof classActivitiesSchema, 'grade_comments'>;
export type SubmissionAnswerRow = RowOf<typeof classActivitiesSchema, 'submission_answers'>;
