import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const supportDeskSchema = {
  support_desk: {
    columns: {
      cod_bse_suporte: 'int4',
      name: 'text',
      email: 'text',
      pagina: 'text',
      descricao: 'text',
      cod_bse_usuario: 'int4',
      cod_bse_escola: 'int4?',
      created_at: 'timestamptz',
    },
    primaryKey: 'cod_bse_suporte',
    // The request stays on the desk (its subject and time), without who sent it or what it said.
    erase: { person: 'cod_bse_usuario', columns: ['name', 'email', 'descricao'] },
    indexes: [
      ['created_at desc', 'cod_bse_suporte desc'],
      ['cod_bse_escola', 'created_at desc'],
    ],
  },
} as const satisfies SchemaSpec;

export type SupportRow = RowOf<typeof supportDeskSchema, 'support_desk'>;
