import { assertNever } from '@school/modules/kernel';
import type { ChapterEvent, TrailEvent } from '@school/modules/content';
import { RowChanges, defineProjection } from '@school/projections/kernel';
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
    for (const e of events) {
      switch (e.type) {
        case 'ChapterCreated':
          chapters.insertFrom(e.data, {});
          break;
        case 'ChapterRenamed':
          chapters.patchFrom(e.data.codTrlCapitulo, e.data, ['dsc_titulo']);
          break;
        case 'ChapterDeleted':
          chapters.delete(e.data.codTrlCapitulo);
          break;
        case 'ChaptersSwapped':
          for (const place of [e.data.capitulo1, e.data.capitulo2])
            chapters.patchFrom(place.codTrlCapitulo, place, ['num_sequencia']);
          break;
        default:
          return assertNever(e);
      }
    }
    await chapters.apply(trx, names.chapter_list);
  },
});
