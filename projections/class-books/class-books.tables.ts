import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const classBooksSchema = {
  /** A class's lessons not archived; `ind_ativo` marks its one active lesson. */
  class_books: {
    cod_trl_livro_turma: 'int4',
    cod_bse_turma: 'int4',
    cod_trl_livro: 'int4',
    ind_ativo: 'bool',
  },
  /** Which trail each chapter belongs to (to place a content in its trail). */
  chapter_trails: {
    cod_trl_capitulo: 'int4',
    cod_trl_livro: 'int4',
  },
  /** Each content with its trail and chapter: a trail "has content" while it has a row here. */
  trail_contents: {
    cod_trl_conteudo: 'int4',
    cod_trl_livro: 'int4',
    cod_trl_capitulo: 'int4',
  },
} as const satisfies SchemaSpec;

export type ClassBooksTables = TablesOf<typeof classBooksSchema>;
export type ClassBookRow = RowOf<typeof classBooksSchema, 'class_books'>;
