import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const supportDeskSchema = {
  support_desk: {
    cod_bse_suporte: 'int4',
    name: 'text',
    email: 'text',
    pagina: 'text',
    descricao: 'text',
    cod_bse_usuario: 'int4',
    created_at: 'timestamptz',
  },
} as const satisfies SchemaSpec;

export type SupportDeskTables = TablesOf<typeof supportDeskSchema>;
export type SupportRow = RowOf<typeof supportDeskSchema, 'support_desk'>;
