import { recordColumns, type RowOf, type SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const unitListSchema = {
  unit_list: {
    columns: {
      cod_bse_unidade: 'int4',
      cod_bse_escola: 'int4',
      nom_unidade: 'text',
      nom_unidade_busca: 'text',
      cst_txt_prefixo_login: 'text',
      cod_bse_endereco: 'int4?',
      ...recordColumns,
    },
    primaryKey: 'cod_bse_unidade',
    indexes: [['cod_bse_escola']],
  },
  unit_list_schools: {
    columns: {
      cod_bse_escola: 'int4',
      nom_escola: 'text',
      nom_escola_busca: 'text',
      cst_txt_prefixo_login: 'text',
    },
    primaryKey: 'cod_bse_escola',
  },
  unit_users: {
    columns: {
      cod_bse_usuario: 'int4',
      cod_bse_unidade: 'int4?',
      cod_bse_escola: 'int4?',
      nom_usuario: 'text',
      cst_login: 'text',
      cod_bse_perfil: 'int4',
    },
    primaryKey: 'cod_bse_usuario',
    erase: { person: 'cod_bse_usuario', columns: ['nom_usuario', 'cst_login'] },
    indexes: [['cod_bse_unidade']],
  },
} as const satisfies SchemaSpec;

export type UnitRow = RowOf<typeof unitListSchema, 'unit_list'>;
export type UnitSchoolRow = RowOf<typeof unitListSchema, 'unit_list_schools'>;
export type UnitUserRow = RowOf<typeof unitListSchema, 'unit_users'>;
