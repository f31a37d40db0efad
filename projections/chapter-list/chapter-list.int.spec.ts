import { describe, expect, it } from 'vitest';
import type { ChapterEvent, TrailEvent } from '@school/modules/content';
import { projectionSpec } from '@school/test-support';
import { chapterListProjection, findChapter, listChapters } from './index.js';

const spec = projectionSpec<TrailEvent | ChapterEvent>(chapterListProjection);

const created = (id: number, codTrlLivro: number, numSequencia: number): TrailEvent => ({
  type: 'ChapterCreated',
  data: { codTrlCapitulo: id, codTrlLivro, dscTitulo: `Capítulo ${id}`, numSequencia },
});
const history: (TrailEvent | ChapterEvent)[] = [
  created(10, 1, 1),
  created(11, 1, 2),
  created(12, 1, 3),
  created(20, 2, 1),
  {
    type: 'ChaptersSwapped',
    data: {
      codTrlLivro: 1,
      capitulo1: { codTrlCapitulo: 10, numSequencia: 3 },
      capitulo2: { codTrlCapitulo: 12, numSequencia: 1 },
    },
  },
  { type: 'ChapterRenamed', data: { codTrlCapitulo: 11, codTrlLivro: 1, dscTitulo: 'Frações' } },
  { type: 'ChapterDeleted', data: { codTrlCapitulo: 20, codTrlLivro: 2 } },
];

describe('chapter list', () => {
  it('lists a trail’s chapters by sequence number, after swaps, renames and deletions', async () => {
    await spec.given(...history.slice(0, 4));
    await spec.given(...history.slice(4));
    expect(await listChapters(spec.db, 1)).toEqual([
      { codTrlCapitulo: 12, dscTitulo: 'Capítulo 12', codTrlLivro: 1, numSequencia: 1 },
      { codTrlCapitulo: 11, dscTitulo: 'Frações', codTrlLivro: 1, numSequencia: 2 },
      { codTrlCapitulo: 10, dscTitulo: 'Capítulo 10', codTrlLivro: 1, numSequencia: 3 },
    ]);
    expect(await listChapters(spec.db, 2)).toEqual([]);
    expect((await listChapters(spec.db)).map((c) => c.codTrlCapitulo)).toEqual([12, 11, 10]);
    expect(await findChapter(spec.db, 20)).toBeUndefined();
    expect(await findChapter(spec.db, 11)).toMatchObject({ dscTitulo: 'Frações', numSequencia: 2 });
  });

  it('rebuilds into fresh tables with the same rows', async () => {
    const fresh = { chapter_list: 'chapter_list_rebuild' };
    await chapterListProjection.createTables(spec.db, fresh);
    const all = history.map((e) => spec.recorded(e));
    await spec.db.transaction().execute((trx) => chapterListProjection.project(all, trx, fresh));
    const rows = async (table: string) =>
      (await spec.db.selectFrom(table).selectAll().orderBy('cod_trl_capitulo').execute()) as unknown[];
    expect(await rows('chapter_list_rebuild')).toEqual(await rows('chapter_list'));
  });
});
