import { ERASED } from '@school/modules/kernel';
import type { RowOf, SchemaSpec } from '@school/projections/kernel';
import { searchable } from '@school/projections/school-list';

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
    indexes: [
      // One user per login; the erased all read "Dados removidos" (decision 0061).
      { on: ['cst_login'], where: `cst_login <> '${ERASED}'`, unique: true },
      ['cod_bse_escola', 'cod_bse_unidade'],
      ['nom_usuario_busca'],
      ['cod_usuario_criacao'],
    ],
    // An erased user keeps its row (its records count under "Dados removidos"), without its photo.
    erase: {
      person: 'cod_bse_usuario',
      columns: ['cst_login', 'nom_usuario'],
      set: { nom_usuario_busca: searchable(ERASED), img_avatar: null },
    },
  },
} as const satisfies SchemaSpec;

export type UserRow = RowOf<typeof userDirectorySchema, 'user_directory'>;
