import { recordColumns, type RowOf, type SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const classListSchema = {
  class_list: {
    columns: {
      cod_bse_turma: 'int4',
      nom_turma: 'text',
      nom_turma_busca: 'text',
      cod_bse_unidade: 'int4',
      cod_bse_escola: 'int4',
      ...recordColumns,
    },
    primaryKey: 'cod_bse_turma',
    indexes: [['cod_bse_unidade'], ['cod_bse_escola']],
  },
  class_users: {
    columns: {
      cod_bse_usuario: 'int4',
      nom_usuario: 'text',
      cst_login: 'text',
      cod_bse_perfil: 'int4',
    },
    primaryKey: 'cod_bse_usuario',
    erase: { person: 'cod_bse_usuario', columns: ['nom_usuario', 'cst_login'] },
  },
  class_members: {
    columns: {
      cod_bse_turma: 'int4',
      cod_bse_usuario: 'int4',
    },
    primaryKey: ['cod_bse_turma', 'cod_bse_usuario'],
    indexes: [['cod_bse_usuario']],
  },
  class_current: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_bse_turma: 'int4',
    },
    primaryKey: 'cod_bse_usuario',
  },
} as const satisfies SchemaSpec;

export type ClassRow = RowOf<typeof classListSchema, 'class_list'>;
export type ClassUserRow = RowOf<typeof classListSchema, 'class_users'>;
export type CurrentClassRow = RowOf<typeof classListSchema, 'class_current'>;
