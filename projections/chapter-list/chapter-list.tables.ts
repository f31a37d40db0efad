import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const chapterListSchema = {
  chapter_list: {
    cod_trl_capitulo: 'int4',
    cod_trl_livro: 'int4',
    dsc_titulo: 'text',
    num_sequencia: 'int4',
  },
} as const satisfies SchemaSpec;

export type ChapterListTables = TablesOf<typeof chapterListSchema>;
export type ChapterRow = RowOf<typeof chapterListSchema, 'chapter_list'>;
