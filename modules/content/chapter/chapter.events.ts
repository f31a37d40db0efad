import { eventGuard, type DomainEvent } from '@school/modules/kernel';

/**
 * A chapter's own stream (`chapter-<id>`): what changes the chapter and no invariant of its
 * trail. Its birth, deletion and place are the trail's facts (`ChapterCreated`,
 * `ChapterDeleted`, `ChaptersSwapped` on `trail-<id>`); the order of its lessons joins it here.
 */
export type ChapterEvent = DomainEvent<
  'ChapterRenamed',
  { codTrlCapitulo: number; codTrlLivro: number; dscTitulo: string }
>;

export type ChapterEventType = ChapterEvent['type'];

export const isChapterEvent = eventGuard<ChapterEvent>({ ChapterRenamed: true });

export const chapterStream = (id: number): string => `chapter-${id}`;
