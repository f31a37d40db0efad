import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const userDirectorySchema = {
  user_directory: {
    cod_bse_usuario: 'int4',
    cst_login: 'text',
    nom_usuario: 'text',
    nom_usuario_busca: 'text',
    cod_bse_perfil: 'int4',
    cod_bse_escola: 'int4?',
    cod_bse_unidade: 'int4?',
    turmas: '_int4',
    img_avatar: 'text?',
    active: 'bool',
    cod_usuario_criacao: 'int4?',
    created_at: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type UserDirectoryTables = TablesOf<typeof userDirectorySchema>;
export type UserRow = RowOf<typeof userDirectorySchema, 'user_directory'>;
