import { beforeAll, describe, expect, it } from 'vitest';
import type { ChapterEvent, ContentEvent, LessonEvent } from '@school/modules/content';
import { contentCatalogueProjection } from '@school/projections/content-catalogue';
import { projectionSpec } from '@school/test-support';
import {
  chapterEditorProjection,
  chapterLessons,
  chapterVersion,
  findLesson,
  findStoredContent,
  listContents,
  listLessons,
} from './index.js';

type Source = ChapterEvent | LessonEvent | ContentEvent;
const spec = projectionSpec<Source>(chapterEditorProjection);

const lesson = (codTrlAula: number, numSequencia: number): Source => ({
  type: 'LessonCreated',
  data: {
    codTrlAula,
    codTrlCapitulo: 20,
    codTrlMateria: 1,
    dscTitulo: `Aula ${codTrlAula}`,
    dscDescricao: '',
    numSequencia,
  },
});
const content = (
  codTrlConteudo: number,
  codTrlAula: number,
  numSequencia: number,
  dscTexto: string | null,
): Source => ({
  type: 'ContentCreated',
  data: {
    codTrlConteudo,
    codTrlAula,
    codTrlCapitulo: 20,
    codTrlTipoConteudo: 1,
    numSequencia,
    detail: dscTexto === null ? null : { codTrlTipoConteudo: 1, dscTitulo: '', dscTexto },
  },
});
const history: Source[] = [
  lesson(30, 1),
  lesson(31, 2),
  lesson(32, 3),
  content(40, 30, 1, 'um'),
  content(41, 30, 2, null),
  content(42, 31, 1, 'três'),
  {
    type: 'LessonsSwapped',
    data: {
      codTrlCapitulo: 20,
      aula1: { codTrlAula: 30, numSequencia: 2 },
      aula2: { codTrlAula: 31, numSequencia: 1 },
    },
  },
  {
    type: 'LessonEdited',
    data: {
      codTrlAula: 31,
      codTrlCapitulo: 20,
      codTrlMateria: 2,
      dscTitulo: 'Frações',
      dscDescricao: 'Partes',
    },
  },
  {
    type: 'ContentDetailSet',
    data: {
      codTrlConteudo: 41,
      codTrlAula: 30,
      codTrlCapitulo: 20,
      detail: { codTrlTipoConteudo: 1, dscTitulo: 'T', dscTexto: 'dois' },
    },
  },
  {
    type: 'ContentsSwapped',
    data: {
      codTrlAula: 30,
      codTrlCapitulo: 20,
      conteudo1: { codTrlConteudo: 40, numSequencia: 2 },
      conteudo2: { codTrlConteudo: 41, numSequencia: 1 },
    },
  },
  { type: 'LessonDeleted', data: { codTrlAula: 32, codTrlCapitulo: 20 } },
  { type: 'ContentDeleted', data: { codTrlConteudo: 42, codTrlAula: 31, codTrlCapitulo: 20 } },
];

describe('chapter editor', () => {
  // The previews read the catalogue's names (types, characters, assemblies): its tables, empty.
  beforeAll(async () => {
    const names = Object.fromEntries(contentCatalogueProjection.tables.map((n) => [n, n]));
    await contentCatalogueProjection.createTables(spec.db, names as never);
  });

  it('answers a chapter’s lessons with their contents in order, after swaps, edits and deletions', async () => {
    await spec.given(...history.slice(0, 6));
    // A chapter's version moves with every change of its lessons or contents.
    const before = await chapterVersion(spec.db, 20);
    expect(before).not.toBe('');
    await spec.given(...history.slice(6));
    const after = await chapterVersion(spec.db, 20);
    expect(after > before).toBe(true);
    expect(await chapterVersion(spec.db, 99)).toBe('');
    expect(await listLessons(spec.db, 20)).toEqual([
      {
        codTrlAula: 31,
        codTrlCapitulo: 20,
        codTrlMateria: 2,
        numSequencia: 1,
        dscTitulo: 'Frações',
        dscDescricao: 'Partes',
      },
      {
        codTrlAula: 30,
        codTrlCapitulo: 20,
        codTrlMateria: 1,
        numSequencia: 2,
        dscTitulo: 'Aula 30',
        dscDescricao: '',
      },
    ]);
    expect(await findLesson(spec.db, 32)).toBeUndefined();
    expect(
      (await listContents(spec.db, 30)).map((c) => [c.codTrlConteudo, c.numSequencia, c.dscTexto]),
    ).toEqual([
      [41, 1, 'dois'],
      [40, 2, 'um'],
    ]);
    const editor = await chapterLessons(spec.db, 20);
    expect(editor.map((l) => [l.codTrlAula, l.conteudos.map((c) => c.codTrlConteudo)])).toEqual([
      [31, []],
      [30, [41, 40]],
    ]);
    expect(await findStoredContent(spec.db, 41)).toMatchObject({
      codTrlAula: 30,
      detail: { dscTexto: 'dois' },
    });
    expect(await chapterLessons(spec.db, 99)).toEqual([]);
  });

  it('rebuilds into fresh tables with the same rows', async () => {
    const fresh = {
      lesson_list: 'lesson_list_rebuild',
      content_list: 'content_list_rebuild',
      chapter_versions: 'chapter_versions_rebuild',
    };
    await chapterEditorProjection.createTables(spec.db, fresh);
    const all = history.map((e) => spec.recorded(e));
    await spec.db.transaction().execute((trx) => chapterEditorProjection.project(all, trx, fresh));
    for (const [table, key] of [
      ['lesson_list', 'cod_trl_aula'],
      ['content_list', 'cod_trl_conteudo'],
    ] as const) {
      const rows = async (name: string) =>
        (await spec.db.selectFrom(name).selectAll().orderBy(key).execute()) as unknown[];
      expect(await rows(`${table}_rebuild`)).toEqual(await rows(table));
    }
  });
});
