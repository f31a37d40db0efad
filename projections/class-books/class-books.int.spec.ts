import { describe, expect, it } from 'vitest';
import type { LessonEvent, TrailEvent } from '@school/modules/content';
import type { ClassBookEvent } from '@school/modules/teaching';
import { projectionSpec } from '@school/test-support';
import {
  activeClassBook,
  classBooksOf,
  classBooksProjection,
  findClassBook,
  trailsWithContent,
} from './index.js';

type Event = ClassBookEvent | TrailEvent | LessonEvent;
const spec = projectionSpec<Event>(classBooksProjection);

const link = (codTrlLivroTurma: number, codTrlLivro: number, codBseTurma = 7) => ({
  codTrlLivroTurma,
  codBseTurma,
  codTrlLivro,
});
const chapter = (codTrlCapitulo: number, codTrlLivro: number): Event => ({
  type: 'ChapterCreated',
  data: { codTrlCapitulo, codTrlLivro, dscTitulo: 'C', numSequencia: 1 },
});
const content = (codTrlConteudo: number, codTrlCapitulo: number): Event => ({
  type: 'ContentCreated',
  data: {
    codTrlConteudo,
    codTrlAula: 1,
    codTrlCapitulo,
    codTrlTipoConteudo: 1,
    numSequencia: 1,
    detail: null,
  },
});

describe('class books read model', () => {
  it('lists a class’s class books with the one active, and whether each trail has content', async () => {
    await spec.given(
      chapter(50, 30),
      content(90, 50),
      { type: 'ClassBookAdded', data: link(1, 30) },
      { type: 'ClassBookAdded', data: link(2, 31) },
      { type: 'ClassBookAdded', data: link(3, 30, 8) },
      { type: 'ClassBookActivated', data: { ...link(1, 30), replaced: null } },
    );
    expect(await classBooksOf(spec.db, 7)).toEqual([
      { ...link(1, 30), indAtivo: 'S', comConteudo: true },
      { ...link(2, 31), indAtivo: 'N', comConteudo: false },
    ]);
    expect(await activeClassBook(spec.db, 8)).toBeUndefined();
    expect([...(await trailsWithContent(spec.db, [30, 31]))]).toEqual([30]);

    await spec.given(
      chapter(51, 31),
      content(91, 51),
      { type: 'ClassBookActivated', data: { ...link(2, 31), replaced: 1 } },
      { type: 'ContentDeleted', data: { codTrlConteudo: 90, codTrlAula: 1, codTrlCapitulo: 50 } },
    );
    expect(await activeClassBook(spec.db, 7)).toEqual({ ...link(2, 31), indAtivo: 'S', comConteudo: true });
    expect(await findClassBook(spec.db, 1)).toEqual({ ...link(1, 30), indAtivo: 'N', comConteudo: false });

    await spec.given({ type: 'ClassBookArchived', data: link(2, 31) });
    expect((await classBooksOf(spec.db, 7)).map((b) => b.codTrlLivroTurma)).toEqual([1]);
    expect(await activeClassBook(spec.db, 7)).toBeUndefined();
  });
});
