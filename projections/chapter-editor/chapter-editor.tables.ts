import type { RowOf, SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const chapterEditorSchema = {
  lesson_list: {
    columns: {
      cod_trl_aula: 'int4',
      cod_trl_capitulo: 'int4',
      cod_trl_materia: 'int4',
      num_sequencia: 'int4',
      dsc_titulo: 'text',
      dsc_descricao: 'text',
    },
    primaryKey: 'cod_trl_aula',
    indexes: [['cod_trl_capitulo', 'num_sequencia']],
  },
  /** `detail`: the content's detail as its last event holds it, as JSON (null: not given yet). */
  content_list: {
    columns: {
      cod_trl_conteudo: 'int4',
      cod_trl_aula: 'int4',
      cod_trl_capitulo: 'int4',
      cod_trl_tipo_conteudo: 'int4',
      num_sequencia: 'int4',
      detail: 'text?',
    },
    primaryKey: 'cod_trl_conteudo',
    indexes: [['cod_trl_capitulo'], ['cod_trl_aula', 'num_sequencia']],
  },
  /**
   * Each chapter's editor version: the log position of the last event that changed its lessons or
   * contents. The same after a rebuild, never the same for two states: the key of the chapter
   * editor's cached answer.
   */
  chapter_versions: {
    columns: {
      cod_trl_capitulo: 'int4',
      position: { type: 'text', collate: 'C' },
    },
    primaryKey: 'cod_trl_capitulo',
  },
} as const satisfies SchemaSpec;

export type LessonRow = RowOf<typeof chapterEditorSchema, 'lesson_list'>;
export type ContentRow = RowOf<typeof chapterEditorSchema, 'content_list'>;
export type ChapterVersionRow = RowOf<typeof chapterEditorSchema, 'chapter_versions'>;
