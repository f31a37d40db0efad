import { recordColumns, type RowOf, type SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const schoolListSchema = {
  school_list: {
    columns: {
      cod_bse_escola: 'int4',
      nom_escola: 'text',
      nom_escola_busca: 'text',
      cst_txt_prefixo_login: 'text',
      cod_bse_endereco: 'int4?',
      ...recordColumns,
    },
    primaryKey: 'cod_bse_escola',
    indexes: [['nom_escola_busca']],
  },
} as const satisfies SchemaSpec;

export type SchoolRow = RowOf<typeof schoolListSchema, 'school_list'>;
