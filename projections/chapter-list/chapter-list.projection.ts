import type { ChapterEvent, TrailEvent } from '@school/modules/content';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { chapterListSchema, type ChapterRow } from './chapter-list.tables.js';

/**
 * The chapters of each trail with their sequence numbers: born, deleted and reordered on the
 * trail's stream, renamed on their own. A trail with chapters cannot be deleted, so no chapter
 * outlives its trail.
 */
export const chapterListProjection = defineProjection<TrailEvent | ChapterEvent>()({
  name: 'chapter-list',
  schema: chapterListSchema,
  handles: ['ChapterCreated', 'ChapterRenamed', 'ChapterDeleted', 'ChaptersSwapped'],

  async project(events, trx, names) {
    const chapters = new RowChanges<ChapterRow>(chapterListSchema.chapter_list, 'cod_trl_capitulo');
    onEach(events, {
      ChapterCreated: (e) => chapters.insertFrom(e.data, {}),
      ChapterRenamed: (e) => chapters.patchFrom(e.data.codTrlCapitulo, e.data, ['dsc_titulo']),
      ChapterDeleted: (e) => chapters.delete(e.data.codTrlCapitulo),
      ChaptersSwapped: (e) => {
        for (const place of [e.data.capitulo1, e.data.capitulo2])
          chapters.patchFrom(place.codTrlCapitulo, place, ['num_sequencia']);
      },
    });
    await chapters.apply(trx, names.chapter_list);
  },
});
