import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const trailListSchema = {
  trail_list: {
    cod_trl_livro: 'int4',
    dsc_titulo: 'text',
    num_sequencia: 'int4',
    ind_ativo: 'bool',
  },
} as const satisfies SchemaSpec;

export type TrailListTables = TablesOf<typeof trailListSchema>;
export type TrailRow = RowOf<typeof trailListSchema, 'trail_list'>;
