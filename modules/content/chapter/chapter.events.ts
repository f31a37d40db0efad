import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/**
 * A chapter's own stream (`chapter-<id>`): what changes the chapter and no invariant of its
 * trail. Its birth, deletion and place are the trail's facts (`ChapterCreated`,
 * `ChapterDeleted`, `ChaptersSwapped` on `trail-<id>`); the order of its lessons joins it here.
 */
export type ChapterEvent =
  | DomainEvent<'ChapterRenamed', { codTrlCapitulo: number; codTrlLivro: number; dscTitulo: string }>
  // --- lessons: born, deleted and reordered on their chapter's stream (decision 0025) ---
  | DomainEvent<'LessonCreated', LessonCreatedData>
  | DomainEvent<'LessonDeleted', { codTrlAula: number; codTrlCapitulo: number }>
  | DomainEvent<'LessonsSwapped', { codTrlCapitulo: number; aula1: LessonPlace; aula2: LessonPlace }>;

export interface LessonCreatedData {
  codTrlAula: number;
  codTrlCapitulo: number;
  codTrlMateria: number;
  dscTitulo: string;
  dscDescricao: string;
  /** 1 for a chapter's first lesson, then one past the highest. */
  numSequencia: number;
  /** The lesson it copies, when a copy of a trail made it (decision 0070): made only once. */
  copiedFrom?: number;
}

/** A lesson's place after a swap. */
export interface LessonPlace {
  codTrlAula: number;
  numSequencia: number;
}

export const isChapterEvent = eventGuard<ChapterEvent>({
  ChapterRenamed: true,
  LessonCreated: true,
  LessonDeleted: true,
  LessonsSwapped: true,
});

export const chapterStream = (id: number): string => `chapter-${id}`;

/** What each chapter event holds (decision 0061): the network's material only. */
export const chapterPrivacy = privacyRegister<ChapterEvent>({
  ChapterRenamed: { fields: { codTrlCapitulo: 'technical', codTrlLivro: 'technical', dscTitulo: 'content' } },
  LessonCreated: {
    fields: {
      codTrlAula: 'technical',
      codTrlCapitulo: 'technical',
      codTrlMateria: 'technical',
      dscTitulo: 'content',
      dscDescricao: 'content',
      numSequencia: 'technical',
      copiedFrom: 'technical',
    },
  },
  LessonDeleted: { fields: { codTrlAula: 'technical', codTrlCapitulo: 'technical' } },
  LessonsSwapped: { fields: { codTrlCapitulo: 'technical', aula1: 'technical', aula2: 'technical' } },
});
