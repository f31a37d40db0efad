import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type ChapterEvent, isChapterEvent } from './chapter.events.js';

export type ChapterCommand = {
  type: 'RenameChapter';
  codTrlCapitulo: number;
  dscTitulo: string;
  /**
   * The chapter as its trail's stream knows it (title and trail), or null when the trail has
   * no such chapter (never created, or deleted): the chapter's existence is the trail's fact.
   */
  inTrail: { codTrlLivro: number; dscTitulo: string } | null;
};

/** The title after the last rename (null: never renamed, the trail's ChapterCreated holds it). */
export interface ChapterState {
  dscTitulo: string | null;
}

export const chapterDecider: Decider<ChapterCommand, ChapterState, ChapterEvent> = {
  isEvent: isChapterEvent,
  initialState: () => ({ dscTitulo: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ChapterRenamed':
        return { dscTitulo: event.data.dscTitulo };
      default:
        return assertNever(event.type);
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
      default:
        return assertNever(command.type);
    }
  },
};
