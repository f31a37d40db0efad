import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { chapterDecider, type ChapterCommand } from './chapter.decider.js';
import type { ChapterEvent } from './chapter.events.js';

const context: DecisionContext = { now: new Date('2026-11-23T10:00:00Z'), actor: null };
const spec = deciderSpec(chapterDecider, context);

const rename = (
  dscTitulo: string,
  inTrail: Extract<ChapterCommand, { type: 'RenameChapter' }>['inTrail'],
): ChapterCommand => ({
  type: 'RenameChapter',
  codTrlCapitulo: 20,
  dscTitulo,
  inTrail,
});
const renamed = (dscTitulo: string): ChapterEvent => ({
  type: 'ChapterRenamed',
  data: { codTrlCapitulo: 20, codTrlLivro: 7, dscTitulo },
});
const inTrail = { codTrlLivro: 7, dscTitulo: 'Frações' };
const fields = { dscTitulo: 'Soma', dscDescricao: 'Somar números', codTrlMateria: 1 };
const lessonCreated = (codTrlAula: number, numSequencia: number): ChapterEvent => ({
  type: 'LessonCreated',
  data: { codTrlAula, codTrlCapitulo: 20, numSequencia, ...fields },
});
const createLesson = (codTrlAula: number, trail: typeof inTrail | null = inTrail): ChapterCommand => ({
  type: 'CreateLesson',
  codTrlCapitulo: 20,
  codTrlAula,
  inTrail: trail,
  ...fields,
});

describe('chapter decider', () => {
  it('renames a chapter of its trail', () => {
    spec
      .given([])
      .when(rename('Decimais', inTrail))
      .then([renamed('Decimais')]);
    spec
      .given([renamed('Decimais')])
      .when(rename('Frações', inTrail))
      .then([renamed('Frações')]);
  });

  it('appends nothing for the title it has (the first one, or the last rename)', () => {
    spec.given([]).when(rename('Frações', inTrail)).thenNothing();
    spec
      .given([renamed('Decimais')])
      .when(rename('Decimais', inTrail))
      .thenNothing();
  });

  it('refuses a chapter its trail does not have (never created, or deleted)', () => {
    spec.given([]).when(rename('Decimais', null)).thenFails('generic.notFound');
  });

  it('creates lessons numbered from 1, then one past the highest (gaps kept)', () => {
    spec
      .given([])
      .when(createLesson(30))
      .then([lessonCreated(30, 1)]);
    spec
      .given([
        lessonCreated(30, 1),
        lessonCreated(31, 2),
        { type: 'LessonDeleted', data: { codTrlAula: 30, codTrlCapitulo: 20 } },
      ])
      .when(createLesson(32))
      .then([lessonCreated(32, 3)]);
  });

  it('refuses a lesson in a chapter its trail does not have', () => {
    spec.given([]).when(createLesson(30, null)).thenFails('generic.notFound');
  });

  it('deletes a lesson without contents; refuses one with contents, or unknown', () => {
    const del = (codTrlAula: number, contents: number): ChapterCommand => ({
      type: 'DeleteLesson',
      codTrlCapitulo: 20,
      codTrlAula,
      contents,
    });
    spec
      .given([lessonCreated(30, 1)])
      .when(del(30, 0))
      .then([{ type: 'LessonDeleted', data: { codTrlAula: 30, codTrlCapitulo: 20 } }]);
    spec
      .given([lessonCreated(30, 1)])
      .when(del(30, 1))
      .thenFails('lesson.hasContents');
    spec
      .given([lessonCreated(30, 1)])
      .when(del(99, 0))
      .thenFails('generic.notFound');
  });

  it('swaps two lessons of the chapter in one event; refuses the same or a foreign one', () => {
    const swap = (aula1: number, aula2: number): ChapterCommand => ({
      type: 'SwapLessons',
      codTrlCapitulo: 20,
      aula1,
      aula2,
    });
    spec
      .given([lessonCreated(30, 1), lessonCreated(31, 2)])
      .when(swap(30, 31))
      .then([
        {
          type: 'LessonsSwapped',
          data: {
            codTrlCapitulo: 20,
            aula1: { codTrlAula: 30, numSequencia: 2 },
            aula2: { codTrlAula: 31, numSequencia: 1 },
          },
        },
      ]);
    spec
      .given([lessonCreated(30, 1)])
      .when(swap(30, 30))
      .thenFails('lesson.swapSameChapter');
    spec
      .given([lessonCreated(30, 1)])
      .when(swap(30, 99))
      .thenFails('lesson.swapSameChapter');
  });
});
