import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const trailListSchema = {
  trail_list: {
    columns: {
      cod_trl_livro: 'int4',
      dsc_titulo: 'text',
      num_sequencia: 'int4',
      ind_ativo: 'bool',
    },
    primaryKey: 'cod_trl_livro',
    indexes: [['num_sequencia']],
  },
} as const satisfies SchemaSpec;

export type TrailRow = RowOf<typeof trailListSchema, 'trail_list'>;
