import type { RowOf, SchemaSpec, TablesOf } from '@school/projections/kernel';

/** The columns createTables makes (held to it by a test); the types below derive from them. */
export const chapterEditorSchema = {
  lesson_list: {
    cod_trl_aula: 'int4',
    cod_trl_capitulo: 'int4',
    cod_trl_materia: 'int4',
    num_sequencia: 'int4',
    dsc_titulo: 'text',
    dsc_descricao: 'text',
  },
  /** `detail`: the content's detail as its last event holds it, as JSON (null: not given yet). */
  content_list: {
    cod_trl_conteudo: 'int4',
    cod_trl_aula: 'int4',
    cod_trl_capitulo: 'int4',
    cod_trl_tipo_conteudo: 'int4',
    num_sequencia: 'int4',
    detail: 'text?',
  },
} as const satisfies SchemaSpec;

export type ChapterEditorTables = TablesOf<typeof chapterEditorSchema>;
export type LessonRow = RowOf<typeof chapterEditorSchema, 'lesson_list'>;
export type ContentRow = RowOf<typeof chapterEditorSchema, 'content_list'>;
