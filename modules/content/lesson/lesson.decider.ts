import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import type { ContentDetail } from '../lesson-content/lesson-content.contracts.js';
import type { LessonFields } from './lesson.contracts.js';
import { type ContentPlace, isLessonEvent, type LessonEvent } from './lesson.events.js';
import { nextSequence, swapPlaces, withoutItem } from '../sequence.js';

/**
 * The lesson as its chapter's stream knows it (its chapter and first fields), or null when the
 * chapter has no such lesson: the lesson's existence is the chapter's fact.
 */
export type InChapter = ({ codTrlCapitulo: number } & LessonFields) | null;

export type LessonCommand =
  | ({ type: 'EditLesson'; codTrlAula: number; inChapter: InChapter } & LessonFields)
  | {
      type: 'CreateContent';
      codTrlAula: number;
      codTrlConteudo: number;
      codTrlTipoConteudo: number;
      detail: ContentDetail | null;
      inChapter: InChapter;
      /** The source content, when a copy of a trail makes it (once: a resumed copy appends nothing). */
      copiedFrom?: number;
    }
  | { type: 'DeleteContent'; codTrlAula: number; codTrlConteudo: number; inChapter: InChapter }
  | { type: 'SwapContents'; codTrlAula: number; conteudo1: number; conteudo2: number; inChapter: InChapter };

export interface LessonContent extends ContentPlace {
  codTrlTipoConteudo: number;
  /** The detail it was created with (later ones are the content's own stream's). */
  detail: ContentDetail | null;
  /** The source content of a copy's content. */
  copiedFrom?: number;
}

export interface LessonState {
  /** The fields after the last edit (null: never edited, the chapter's LessonCreated holds them). */
  edited: LessonFields | null;
  contents: readonly LessonContent[];
}

const find = (contents: readonly LessonContent[], id: number) =>
  contents.find((c) => c.codTrlConteudo === id);

const sameFields = (a: LessonFields, b: LessonFields) =>
  a.dscTitulo === b.dscTitulo && a.dscDescricao === b.dscDescricao && a.codTrlMateria === b.codTrlMateria;

export const lessonDecider: Decider<LessonCommand, LessonState, LessonEvent> = {
  isEvent: isLessonEvent,
  initialState: () => ({ edited: null, contents: [] }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'LessonEdited': {
        const { dscTitulo, dscDescricao, codTrlMateria } = event.data;
        return { ...state, edited: { dscTitulo, dscDescricao, codTrlMateria } };
      }
      case 'ContentCreated': {
        const { codTrlConteudo, numSequencia, codTrlTipoConteudo, detail, copiedFrom } = event.data;
        const content: LessonContent = { codTrlConteudo, numSequencia, codTrlTipoConteudo, detail };
        if (copiedFrom !== undefined) content.copiedFrom = copiedFrom;
        return { ...state, contents: [...state.contents, content] };
      }
      case 'ContentDeleted':
        return {
          ...state,
          contents: withoutItem(state.contents, 'codTrlConteudo', event.data.codTrlConteudo),
        };
      case 'ContentsSwapped': {
        const { conteudo1, conteudo2 } = event.data;
        return { ...state, contents: swapPlaces(state.contents, 'codTrlConteudo', [conteudo1, conteudo2]) };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    const inChapter = command.inChapter;
    if (!inChapter) throw new DomainError('generic.notFound');
    const { codTrlAula } = command;
    const { codTrlCapitulo } = inChapter;
    switch (command.type) {
      case 'EditLesson': {
        const { dscTitulo, dscDescricao, codTrlMateria } = command;
        if (sameFields(state.edited ?? inChapter, command)) return [];
        return [
          {
            type: 'LessonEdited',
            data: { codTrlAula, codTrlCapitulo, dscTitulo, dscDescricao, codTrlMateria },
          },
        ];
      }
      case 'CreateContent': {
        if (command.detail && command.detail.codTrlTipoConteudo !== command.codTrlTipoConteudo)
          throw new DomainError('content.typeMismatch');
        const { codTrlConteudo, codTrlTipoConteudo, detail, copiedFrom } = command;
        if (copiedFrom !== undefined && state.contents.some((c) => c.copiedFrom === copiedFrom)) return [];
        const numSequencia = nextSequence(state.contents);
        const data = { codTrlConteudo, codTrlAula, codTrlCapitulo, codTrlTipoConteudo, numSequencia, detail };
        return [{ type: 'ContentCreated', data: copiedFrom === undefined ? data : { ...data, copiedFrom } }];
      }
      case 'DeleteContent':
        if (!find(state.contents, command.codTrlConteudo)) throw new DomainError('generic.notFound');
        return [
          {
            type: 'ContentDeleted',
            data: { codTrlConteudo: command.codTrlConteudo, codTrlAula, codTrlCapitulo },
          },
        ];
      case 'SwapContents': {
        const first = find(state.contents, command.conteudo1);
        const second = find(state.contents, command.conteudo2);
        if (!first || !second || first === second) throw new DomainError('content.swapSameLesson');
        return [
          {
            type: 'ContentsSwapped',
            data: {
              codTrlAula,
              codTrlCapitulo,
              conteudo1: { codTrlConteudo: first.codTrlConteudo, numSequencia: second.numSequencia },
              conteudo2: { codTrlConteudo: second.codTrlConteudo, numSequencia: first.numSequencia },
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
