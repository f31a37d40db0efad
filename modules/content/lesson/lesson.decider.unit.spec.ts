import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import type { ContentDetail } from '../lesson-content/lesson-content.contracts.js';
import { lessonDecider, type LessonCommand } from './lesson.decider.js';
import type { LessonEvent } from './lesson.events.js';

const context: DecisionContext = { now: new Date('2026-11-23T10:00:00Z'), actor: null };
const spec = deciderSpec(lessonDecider, context);

const fields = { dscTitulo: 'Soma', dscDescricao: '', codTrlMateria: 1 };
const inChapter = { codTrlCapitulo: 20, ...fields };
const text: ContentDetail = { codTrlTipoConteudo: 1, dscTitulo: 'Intro', dscTexto: 'Olá' };

const created = (
  codTrlConteudo: number,
  numSequencia: number,
  detail: ContentDetail | null = text,
): LessonEvent => ({
  type: 'ContentCreated',
  data: { codTrlConteudo, codTrlAula: 30, codTrlCapitulo: 20, codTrlTipoConteudo: 1, numSequencia, detail },
});
const create = (
  codTrlConteudo: number,
  detail: ContentDetail | null = text,
  codTrlTipoConteudo = 1,
): LessonCommand => ({
  type: 'CreateContent',
  codTrlAula: 30,
  codTrlConteudo,
  codTrlTipoConteudo,
  detail,
  inChapter,
});

describe('lesson decider', () => {
  it('edits the lesson, and appends nothing when nothing changes', () => {
    const edit = (dscTitulo: string): LessonCommand => ({
      type: 'EditLesson',
      codTrlAula: 30,
      inChapter,
      ...fields,
      dscTitulo,
    });
    spec
      .given([])
      .when(edit('Subtração'))
      .then([
        {
          type: 'LessonEdited',
          data: { codTrlAula: 30, codTrlCapitulo: 20, ...fields, dscTitulo: 'Subtração' },
        },
      ]);
    spec.given([]).when(edit('Soma')).thenNothing();
    spec
      .given([
        { type: 'LessonEdited', data: { codTrlAula: 30, codTrlCapitulo: 20, ...fields, dscTitulo: 'X' } },
      ])
      .when(edit('X'))
      .thenNothing();
  });

  it('refuses every command for a lesson its chapter does not have', () => {
    spec
      .given([])
      .when({ ...create(40), inChapter: null })
      .thenFails('generic.notFound');
    spec
      .given([])
      .when({ type: 'EditLesson', codTrlAula: 30, inChapter: null, ...fields })
      .thenFails('generic.notFound');
  });

  it('creates contents numbered from 1, with their detail or without (legacy two calls)', () => {
    spec
      .given([])
      .when(create(40))
      .then([created(40, 1)]);
    spec
      .given([created(40, 1)])
      .when(create(41, null))
      .then([created(41, 2, null)]);
  });

  it('refuses a detail of another type than the content', () => {
    spec
      .given([])
      .when(create(40, text, 5))
      .thenFails('content.typeMismatch');
  });

  it('deletes a content of the lesson; an unknown one is not found', () => {
    const del = (codTrlConteudo: number): LessonCommand => ({
      type: 'DeleteContent',
      codTrlAula: 30,
      codTrlConteudo,
      inChapter,
    });
    spec
      .given([created(40, 1)])
      .when(del(40))
      .then([{ type: 'ContentDeleted', data: { codTrlConteudo: 40, codTrlAula: 30, codTrlCapitulo: 20 } }]);
    spec
      .given([created(40, 1)])
      .when(del(41))
      .thenFails('generic.notFound');
  });

  it('swaps two contents in one event; refuses the same or a foreign one', () => {
    const swap = (conteudo1: number, conteudo2: number): LessonCommand => ({
      type: 'SwapContents',
      codTrlAula: 30,
      conteudo1,
      conteudo2,
      inChapter,
    });
    spec
      .given([created(40, 1), created(41, 2)])
      .when(swap(41, 40))
      .then([
        {
          type: 'ContentsSwapped',
          data: {
            codTrlAula: 30,
            codTrlCapitulo: 20,
            conteudo1: { codTrlConteudo: 41, numSequencia: 1 },
            conteudo2: { codTrlConteudo: 40, numSequencia: 2 },
          },
        },
      ]);
    spec
      .given([created(40, 1)])
      .when(swap(40, 40))
      .thenFails('content.swapSameLesson');
    spec
      .given([created(40, 1)])
      .when(swap(40, 99))
      .thenFails('content.swapSameLesson');
  });
});
