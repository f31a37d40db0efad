import type { ChapterEvent, ContentEvent, LessonEvent } from '@school/modules/content';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import {
  type ChapterVersionRow,
  chapterEditorSchema,
  type ContentRow,
  type LessonRow,
} from './chapter-editor.tables.js';

/**
 * The lessons of each chapter and the contents of each lesson, with their sequence numbers and
 * the contents' detail: what the chapter editor shows, read by chapter in one go. Each row
 * carries its chapter, so the editor reads two tables by one key. A lesson with contents and a
 * chapter with lessons cannot be deleted, so no row outlives its parent. Every event names its
 * chapter, whose version moves to the event's position.
 */
export const chapterEditorProjection = defineProjection<ChapterEvent | LessonEvent | ContentEvent>()({
  name: 'chapter-editor',
  // 2: chapter_versions, the key of the chapter editor's cached answer.
  version: 2,
  schema: chapterEditorSchema,
  handles: [
    'LessonCreated',
    'LessonDeleted',
    'LessonsSwapped',
    'LessonEdited',
    'ContentCreated',
    'ContentDeleted',
    'ContentsSwapped',
    'ContentDetailSet',
  ],

  async project(events, trx, names) {
    const lessons = new RowChanges<LessonRow>(chapterEditorSchema.lesson_list, 'cod_trl_aula');
    const contents = new RowChanges<ContentRow>(chapterEditorSchema.content_list, 'cod_trl_conteudo');
    const versions = new RowChanges<ChapterVersionRow>(
      chapterEditorSchema.chapter_versions,
      'cod_trl_capitulo',
    );
    for (const e of events)
      versions.insert({ cod_trl_capitulo: e.data.codTrlCapitulo, position: e.position });
    onEach(events, {
      LessonCreated: (e) => lessons.insertFrom(e.data, {}),
      LessonEdited: (e) =>
        lessons.patchFrom(e.data.codTrlAula, e.data, ['dsc_titulo', 'dsc_descricao', 'cod_trl_materia']),
      LessonDeleted: (e) => lessons.delete(e.data.codTrlAula),
      LessonsSwapped: (e) => {
        for (const place of [e.data.aula1, e.data.aula2])
          lessons.patchFrom(place.codTrlAula, place, ['num_sequencia']);
      },
      ContentCreated: (e) =>
        contents.insertFrom(e.data, { detail: e.data.detail ? JSON.stringify(e.data.detail) : null }),
      ContentDetailSet: (e) =>
        contents.patch(e.data.codTrlConteudo, { detail: JSON.stringify(e.data.detail) }),
      ContentDeleted: (e) => contents.delete(e.data.codTrlConteudo),
      ContentsSwapped: (e) => {
        for (const place of [e.data.conteudo1, e.data.conteudo2])
          contents.patchFrom(place.codTrlConteudo, place, ['num_sequencia']);
      },
    });
    await lessons.apply(trx, names.lesson_list);
    await contents.apply(trx, names.content_list);
    await versions.apply(trx, names.chapter_versions);
  },
});
