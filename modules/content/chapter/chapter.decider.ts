import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import type { LessonFields } from '../lesson/lesson.contracts.js';
import { type ChapterEvent, isChapterEvent, type LessonPlace } from './chapter.events.js';
import { nextSequence, swapPlaces, withoutItem } from '../sequence.js';

/**
 * The chapter as its trail's stream knows it (title and trail), or null when the trail has no
 * such chapter (never created, or deleted): the chapter's existence is the trail's fact.
 */
type InTrail = { codTrlLivro: number; dscTitulo: string } | null;

export type ChapterCommand =
  | { type: 'RenameChapter'; codTrlCapitulo: number; dscTitulo: string; inTrail: InTrail }
  /** `copiedFrom`: the source lesson, when a copy of a trail makes it (once: a resumed copy appends nothing). */
  | ({
      type: 'CreateLesson';
      codTrlCapitulo: number;
      codTrlAula: number;
      inTrail: InTrail;
      copiedFrom?: number;
    } & LessonFields)
  /** `contents`: how many contents the lesson's own stream holds (refused when any). */
  | { type: 'DeleteLesson'; codTrlCapitulo: number; codTrlAula: number; contents: number }
  | { type: 'SwapLessons'; codTrlCapitulo: number; aula1: number; aula2: number };

export interface ChapterLesson extends LessonPlace, LessonFields {
  /** The source lesson of a copy's lesson. */
  copiedFrom?: number;
}

export interface ChapterState {
  /** The title after the last rename (null: never renamed, the trail's ChapterCreated holds it). */
  dscTitulo: string | null;
  /** The chapter's lessons as created (their first fields) with their sequence numbers. */
  lessons: readonly ChapterLesson[];
}

const find = (lessons: readonly ChapterLesson[], id: number) => lessons.find((l) => l.codTrlAula === id);

export const chapterDecider: Decider<ChapterCommand, ChapterState, ChapterEvent> = {
  isEvent: isChapterEvent,
  initialState: () => ({ dscTitulo: null, lessons: [] }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ChapterRenamed':
        return { ...state, dscTitulo: event.data.dscTitulo };
      case 'LessonCreated': {
        const { codTrlAula, numSequencia, dscTitulo, dscDescricao, codTrlMateria, copiedFrom } = event.data;
        const lesson: ChapterLesson = { codTrlAula, numSequencia, dscTitulo, dscDescricao, codTrlMateria };
        if (copiedFrom !== undefined) lesson.copiedFrom = copiedFrom;
        return { ...state, lessons: [...state.lessons, lesson] };
      }
      case 'LessonDeleted':
        return { ...state, lessons: withoutItem(state.lessons, 'codTrlAula', event.data.codTrlAula) };
      case 'LessonsSwapped': {
        const { aula1, aula2 } = event.data;
        return { ...state, lessons: swapPlaces(state.lessons, 'codTrlAula', [aula1, aula2]) };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'RenameChapter': {
        if (!command.inTrail) throw new DomainError('generic.notFound');
        const current = state.dscTitulo ?? command.inTrail.dscTitulo;
        if (current === command.dscTitulo) return [];
        const { codTrlCapitulo, dscTitulo } = command;
        return [
          {
            type: 'ChapterRenamed',
            data: { codTrlCapitulo, codTrlLivro: command.inTrail.codTrlLivro, dscTitulo },
          },
        ];
      }
      case 'CreateLesson': {
        if (!command.inTrail) throw new DomainError('generic.notFound');
        const { codTrlAula, codTrlCapitulo, codTrlMateria, dscTitulo, dscDescricao, copiedFrom } = command;
        if (copiedFrom !== undefined && state.lessons.some((l) => l.copiedFrom === copiedFrom)) return [];
        const numSequencia = nextSequence(state.lessons);
        const data = { codTrlAula, codTrlCapitulo, codTrlMateria, dscTitulo, dscDescricao, numSequencia };
        return [{ type: 'LessonCreated', data: copiedFrom === undefined ? data : { ...data, copiedFrom } }];
      }
      case 'DeleteLesson': {
        const lesson = find(state.lessons, command.codTrlAula);
        if (!lesson) throw new DomainError('generic.notFound');
        // Refused rather than cascaded: the contents live on the lesson's own stream (decision 0025).
        if (command.contents > 0) throw new DomainError('lesson.hasContents');
        return [
          {
            type: 'LessonDeleted',
            data: { codTrlAula: lesson.codTrlAula, codTrlCapitulo: command.codTrlCapitulo },
          },
        ];
      }
      case 'SwapLessons': {
        const first = find(state.lessons, command.aula1);
        const second = find(state.lessons, command.aula2);
        if (!first || !second || first === second) throw new DomainError('lesson.swapSameChapter');
        return [
          {
            type: 'LessonsSwapped',
            data: {
              codTrlCapitulo: command.codTrlCapitulo,
              aula1: { codTrlAula: first.codTrlAula, numSequencia: second.numSequencia },
              aula2: { codTrlAula: second.codTrlAula, numSequencia: first.numSequencia },
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
