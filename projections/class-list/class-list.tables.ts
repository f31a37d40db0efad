import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const classListSchema = {
  class_list: {
    cod_bse_turma: 'int4',
    nom_turma: 'text',
    nom_turma_busca: 'text',
    cod_bse_unidade: 'int4',
    cod_bse_escola: 'int4',
    cod_usuario_criacao: 'int4?',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  class_users: {
    cod_bse_usuario: 'int4',
    nom_usuario: 'text',
    cst_login: 'text',
    cod_bse_perfil: 'int4',
  },
  class_members: {
    cod_bse_turma: 'int4',
    cod_bse_usuario: 'int4',
  },
  class_current: {
    cod_bse_usuario: 'int4',
    cod_bse_turma: 'int4',
  },
} as const satisfies SchemaSpec;

export type ClassListTables = TablesOf<typeof classListSchema>;
export type ClassRow = RowOf<typeof classListSchema, 'class_list'>;
export type ClassUserRow = RowOf<typeof classListSchema, 'class_users'>;
export type CurrentClassRow = RowOf<typeof classListSchema, 'class_current'>;
