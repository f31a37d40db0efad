import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const unitListSchema = {
  unit_list: {
    cod_bse_unidade: 'int4',
    cod_bse_escola: 'int4',
    nom_unidade: 'text',
    nom_unidade_busca: 'text',
    cst_txt_prefixo_login: 'text',
    cod_bse_endereco: 'int4?',
    cod_usuario_criacao: 'int4?',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  unit_list_schools: {
    cod_bse_escola: 'int4',
    nom_escola: 'text',
    nom_escola_busca: 'text',
    cst_txt_prefixo_login: 'text',
  },
  unit_users: {
    cod_bse_usuario: 'int4',
    cod_bse_unidade: 'int4?',
    cod_bse_escola: 'int4?',
    nom_usuario: 'text',
    cst_login: 'text',
    cod_bse_perfil: 'int4',
  },
} as const satisfies SchemaSpec;

export type UnitListTables = TablesOf<typeof unitListSchema>;
export type UnitRow = RowOf<typeof unitListSchema, 'unit_list'>;
export type UnitSchoolRow = RowOf<typeof unitListSchema, 'unit_list_schools'>;
export type UnitUserRow = RowOf<typeof unitListSchema, 'unit_users'>;
