import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { ChapterEvent, ContentEvent, LessonEvent } from '@school/modules/content';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { chapterEditorSchema, type ContentRow, type LessonRow } from './chapter-editor.tables.js';

type Table = 'lesson_list' | 'content_list';
type Source = ChapterEvent | LessonEvent | ContentEvent;

const HANDLES = [
  'LessonCreated',
  'LessonDeleted',
  'LessonsSwapped',
  'LessonEdited',
  'ContentCreated',
  'ContentDeleted',
  'ContentsSwapped',
  'ContentDetailSet',
] as const satisfies readonly Source['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<Source, { type: (typeof HANDLES)[number] }>;

/**
 * The lessons of each chapter and the contents of each lesson, with their sequence numbers and
 * the contents' detail: what the chapter editor shows, read by chapter in one go. Each row
 * carries its chapter, so the editor reads two tables by one key. A lesson with contents and a
 * chapter with lessons cannot be deleted, so no row outlives its parent.
 */
export const chapterEditorProjection: Projection<Table> = {
  name: 'chapter-editor',
  tables: ['lesson_list', 'content_list'],
  schema: chapterEditorSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.lesson_list)} (
      cod_trl_aula int primary key,
      cod_trl_capitulo int not null,
      cod_trl_materia int not null,
      num_sequencia int not null,
      dsc_titulo text not null,
      dsc_descricao text not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.lesson_list)} (cod_trl_capitulo, num_sequencia)`.execute(db);
    await sql`create table ${sql.table(names.content_list)} (
      cod_trl_conteudo int primary key,
      cod_trl_aula int not null,
      cod_trl_capitulo int not null,
      cod_trl_tipo_conteudo int not null,
      num_sequencia int not null,
      detail text
    )`.execute(db);
    await sql`create index on ${sql.table(names.content_list)} (cod_trl_capitulo)`.execute(db);
    await sql`create index on ${sql.table(names.content_list)} (cod_trl_aula, num_sequencia)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const lessons = new RowChanges<LessonRow>(chapterEditorSchema.lesson_list, 'cod_trl_aula');
    const contents = new RowChanges<ContentRow>(chapterEditorSchema.content_list, 'cod_trl_conteudo');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      switch (e.type) {
        case 'LessonCreated':
          lessons.insert({
            cod_trl_aula: e.data.codTrlAula,
            cod_trl_capitulo: e.data.codTrlCapitulo,
            cod_trl_materia: e.data.codTrlMateria,
            num_sequencia: e.data.numSequencia,
            dsc_titulo: e.data.dscTitulo,
            dsc_descricao: e.data.dscDescricao,
          });
          break;
        case 'LessonEdited':
          lessons.patch(e.data.codTrlAula, {
            dsc_titulo: e.data.dscTitulo,
            dsc_descricao: e.data.dscDescricao,
            cod_trl_materia: e.data.codTrlMateria,
          });
          break;
        case 'LessonDeleted':
          lessons.delete(e.data.codTrlAula);
          break;
        case 'LessonsSwapped':
          for (const place of [e.data.aula1, e.data.aula2])
            lessons.patch(place.codTrlAula, { num_sequencia: place.numSequencia });
          break;
        case 'ContentCreated':
          contents.insert({
            cod_trl_conteudo: e.data.codTrlConteudo,
            cod_trl_aula: e.data.codTrlAula,
            cod_trl_capitulo: e.data.codTrlCapitulo,
            cod_trl_tipo_conteudo: e.data.codTrlTipoConteudo,
            num_sequencia: e.data.numSequencia,
            detail: e.data.detail ? JSON.stringify(e.data.detail) : null,
          });
          break;
        case 'ContentDetailSet':
          contents.patch(e.data.codTrlConteudo, { detail: JSON.stringify(e.data.detail) });
          break;
        case 'ContentDeleted':
          contents.delete(e.data.codTrlConteudo);
          break;
        case 'ContentsSwapped':
          for (const place of [e.data.conteudo1, e.data.conteudo2])
            contents.patch(place.codTrlConteudo, { num_sequencia: place.numSequencia });
          break;
        default:
          return assertNever(e);
      }
    }
    await lessons.apply(trx, names.lesson_list);
    await contents.apply(trx, names.content_list);
  },
};
