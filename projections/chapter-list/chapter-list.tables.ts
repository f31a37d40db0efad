import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const chapterListSchema = {
  chapter_list: {
    columns: {
      cod_trl_capitulo: 'int4',
      cod_trl_livro: 'int4',
      dsc_titulo: 'text',
      num_sequencia: 'int4',
    },
    primaryKey: 'cod_trl_capitulo',
    indexes: [['cod_trl_livro', 'num_sequencia']],
  },
} as const satisfies SchemaSpec;

export type ChapterRow = RowOf<typeof chapterListSchema, 'chapter_list'>;
