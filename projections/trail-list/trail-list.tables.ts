import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const trailListSchema = {
  /**
   * `cod_bse_escola`: the owner school (null: the network's catalogue); `copied_from`: the source
   * of a copy, `copying` while its chapters, lessons and contents are still being appended (such a
   * trail is listed nowhere, decision 0070).
   */
  trail_list: {
    columns: {
      cod_trl_livro: 'int4',
      dsc_titulo: 'text',
      num_sequencia: 'int4',
      ind_ativo: 'bool',
      cod_bse_escola: 'int4?',
      cod_usuario_criacao: 'int4?',
      copied_from: 'int4?',
      copying: 'bool',
    },
    primaryKey: 'cod_trl_livro',
    indexes: [['num_sequencia'], ['cod_bse_escola'], ['cod_usuario_criacao', 'copied_from']],
  },
} as const satisfies SchemaSpec;

export type TrailRow = RowOf<typeof trailListSchema, 'trail_list'>;
