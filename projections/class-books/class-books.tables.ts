import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const classBooksSchema = {
  /** A class's class books not archived; `ind_ativo` marks its one active class book. */
  class_books: {
    columns: {
      cod_trl_livro_turma: 'int4',
      cod_bse_turma: 'int4',
      cod_trl_livro: 'int4',
      ind_ativo: 'bool',
    },
    primaryKey: 'cod_trl_livro_turma',
    indexes: [['cod_bse_turma']],
  },
  /** Which trail each chapter belongs to (to place a content in its trail). */
  chapter_trails: {
    columns: {
      cod_trl_capitulo: 'int4',
      cod_trl_livro: 'int4',
    },
    primaryKey: 'cod_trl_capitulo',
  },
  /** Each content with its trail and chapter: a trail "has content" while it has a row here. */
  trail_contents: {
    columns: {
      cod_trl_conteudo: 'int4',
      cod_trl_livro: 'int4',
      cod_trl_capitulo: 'int4',
    },
    primaryKey: 'cod_trl_conteudo',
    indexes: [['cod_trl_livro']],
  },
} as const satisfies SchemaSpec;

export type ClassBookRow = RowOf<typeof classBooksSchema, 'class_books'>;
