import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const postListSchema = {
  /** The news posts not deleted; `txt_postagem` is the sanitised body. */
  post_list: {
    columns: {
      cod_bse_postagem: 'int4',
      ctg_postagem: 'text',
      dsc_postagem: 'text',
      txt_postagem: 'text',
      cod_usuario_criacao: 'int4',
      nom_usuario_criacao: 'text',
      dat_criacao: 'timestamptz',
    },
    primaryKey: 'cod_bse_postagem',
    erase: {
      person: 'cod_usuario_criacao',
      columns: ['dsc_postagem', 'txt_postagem', 'nom_usuario_criacao'],
    },
  },
} as const satisfies SchemaSpec;

export type PostListRow = RowOf<typeof postListSchema, 'post_list'>;
