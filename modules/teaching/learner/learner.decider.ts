import { assertNever, type Decider, DomainError } from '@school/modules/kernel';
import {
  type ChapterRating,
  type GameAttemptedData,
  isLearnerEvent,
  type LearnerEvent,
  type LearnerPlace,
} from './learner.events.js';

export type LearnerCommand =
  /** `chapterContents`: every content of the chapter now (the content read model's fact). */
  | { type: 'ViewContent'; place: LearnerPlace; chapterContents: readonly number[] }
  | { type: 'RecordAttempt'; attempt: GameAttemptedData }
  /** A chapter's rating, once it is completed; once per chapter. */
  | {
      type: 'RateChapter';
      place: Omit<LearnerPlace, 'codTrlAula' | 'codTrlConteudo'>;
      avaliacoes: ChapterRating[];
    };

export interface LearnerState {
  /** The contents seen, per chapter. */
  seen: ReadonlyMap<number, ReadonlySet<number>>;
  /** The chapters completed (every content seen once). */
  completed: ReadonlySet<number>;
  /** The chapters rated. */
  rated: ReadonlySet<number>;
}

/**
 * A learner's views and attempts. A view completes its chapter when every content the chapter
 * has now was seen (once per chapter). Nothing is refused here: where the student may be is the
 * handler's check (a member of the class, a content of its active trail).
 */
export const learnerDecider: Decider<LearnerCommand, LearnerState, LearnerEvent> = {
  isEvent: isLearnerEvent,
  initialState: () => ({ seen: new Map(), completed: new Set(), rated: new Set() }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentViewed': {
        const seen = new Map(state.seen);
        seen.set(
          event.data.codTrlCapitulo,
          new Set([...(state.seen.get(event.data.codTrlCapitulo) ?? []), event.data.codTrlConteudo]),
        );
        return { ...state, seen };
      }
      case 'ChapterCompleted':
        return { ...state, completed: new Set([...state.completed, event.data.codTrlCapitulo]) };
      case 'ChapterRated':
        return { ...state, rated: new Set([...state.rated, event.data.codTrlCapitulo]) };
      case 'GameAttempted':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'ViewContent': {
        const { place } = command;
        const viewed: LearnerEvent = { type: 'ContentViewed', data: place };
        if (state.completed.has(place.codTrlCapitulo)) return [viewed];
        const seen = new Set([...(state.seen.get(place.codTrlCapitulo) ?? []), place.codTrlConteudo]);
        const done =
          command.chapterContents.length > 0 && command.chapterContents.every((id) => seen.has(id));
        if (!done) return [viewed];
        const { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } = place;
        return [
          viewed,
          { type: 'ChapterCompleted', data: { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } },
        ];
      }
      case 'RecordAttempt':
        return [{ type: 'GameAttempted', data: command.attempt }];
      case 'RateChapter': {
        const chapter = command.place.codTrlCapitulo;
        if (!state.completed.has(chapter)) throw new DomainError('rating.notCompleted');
        if (state.rated.has(chapter)) throw new DomainError('rating.already');
        return [{ type: 'ChapterRated', data: { ...command.place, avaliacoes: command.avaliacoes } }];
      }
      default:
        return assertNever(command);
    }
  },
};
