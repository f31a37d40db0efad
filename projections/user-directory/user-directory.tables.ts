import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const userDirectorySchema = {
  user_directory: {
    columns: {
      cod_bse_usuario: 'int4',
      cst_login: 'text',
      nom_usuario: 'text',
      nom_usuario_busca: 'text',
      cod_bse_perfil: 'int4',
      cod_bse_escola: 'int4?',
      cod_bse_unidade: 'int4?',
      turmas: { type: '_int4', default: "'{}'" },
      img_avatar: 'text?',
      active: 'bool',
      cod_usuario_criacao: 'int4?',
      created_at: 'timestamptz',
    },
    primaryKey: 'cod_bse_usuario',
    unique: [['cst_login']],
    indexes: [['cod_bse_escola', 'cod_bse_unidade'], ['nom_usuario_busca'], ['cod_usuario_criacao']],
  },
} as const satisfies SchemaSpec;

export type UserRow = RowOf<typeof userDirectorySchema, 'user_directory'>;
