import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { ChapterEvent, TrailEvent } from '@school/modules/content';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { chapterListSchema, type ChapterRow } from './chapter-list.tables.js';

type Table = 'chapter_list';

const HANDLES = [
  'ChapterCreated',
  'ChapterRenamed',
  'ChapterDeleted',
  'ChaptersSwapped',
] as const satisfies readonly (TrailEvent | ChapterEvent)['type'][];
/** What `project` reads: the engine hands it only the event types of `handles`. */
type Handled = Extract<TrailEvent | ChapterEvent, { type: (typeof HANDLES)[number] }>;

/**
 * The chapters of each trail with their sequence numbers: born, deleted and reordered on the
 * trail's stream, renamed on their own. A trail with chapters cannot be deleted, so no chapter
 * outlives its trail.
 */
export const chapterListProjection: Projection<Table> = {
  name: 'chapter-list',
  tables: ['chapter_list'],
  schema: chapterListSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.chapter_list)} (
      cod_trl_capitulo int primary key,
      cod_trl_livro int not null,
      dsc_titulo text not null,
      num_sequencia int not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.chapter_list)} (cod_trl_livro, num_sequencia)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const chapters = new RowChanges<ChapterRow>(chapterListSchema.chapter_list, 'cod_trl_capitulo');
    for (const event of events) {
      const e = { type: event.type, data: event.data } as Handled;
      switch (e.type) {
        case 'ChapterCreated':
          chapters.insert({
            cod_trl_capitulo: e.data.codTrlCapitulo,
            cod_trl_livro: e.data.codTrlLivro,
            dsc_titulo: e.data.dscTitulo,
            num_sequencia: e.data.numSequencia,
          });
          break;
        case 'ChapterRenamed':
          chapters.patch(e.data.codTrlCapitulo, { dsc_titulo: e.data.dscTitulo });
          break;
        case 'ChapterDeleted':
          chapters.delete(e.data.codTrlCapitulo);
          break;
        case 'ChaptersSwapped':
          for (const place of [e.data.capitulo1, e.data.capitulo2])
            chapters.patch(place.codTrlCapitulo, { num_sequencia: place.numSequencia });
          break;
        default:
          return assertNever(e);
      }
    }
    await chapters.apply(trx, names.chapter_list);
  },
};
