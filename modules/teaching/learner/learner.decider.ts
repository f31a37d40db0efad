import { assertNever, type Decider, DomainError } from '@school/modules/kernel';
import { playsOnBoard } from './game-play.contracts.js';
import {
  type ChapterRating,
  type GameAttemptedData,
  isLearnerEvent,
  type LearnerEvent,
  type LearnerPlace,
} from './learner.events.js';

/** What the chapter of a view or a round has now (the content read model's fact). */
export interface ChapterContents {
  /** Every content of the chapter. */
  contents: readonly number[];
  /** Those of them that are games. */
  games: readonly number[];
}

export type LearnerCommand =
  | { type: 'ViewContent'; place: LearnerPlace; chapter: ChapterContents }
  | { type: 'RecordAttempt'; attempt: GameAttemptedData; chapter: ChapterContents }
  /** A chapter's rating, once it is completed; once per chapter. */
  | {
      type: 'RateChapter';
      place: Omit<LearnerPlace, 'codTrlAula' | 'codTrlConteudo'>;
      avaliacoes: ChapterRating[];
    };

export interface LearnerState {
  /** The contents seen, per chapter. */
  seen: ReadonlyMap<number, ReadonlySet<number>>;
  /** The games played (a round of them, won or lost), per chapter. */
  played: ReadonlyMap<number, ReadonlySet<number>>;
  /** The chapters completed (every content seen and every game played). */
  completed: ReadonlySet<number>;
  /** The chapters rated. */
  rated: ReadonlySet<number>;
  /** The rounds the server started that were recorded (each once, decision 0057). */
  rounds: ReadonlySet<string>;
}

/** The map with `id` added to the set of `key`. */
const adding = (map: ReadonlyMap<number, ReadonlySet<number>>, key: number, id: number) =>
  new Map(map).set(key, new Set([...(map.get(key) ?? []), id]));

/**
 * The learner's fact, and ChapterCompleted with it when the chapter is now complete for the first
 * time: every content it has now seen and every game of it played (ARCHITECTURE.md, "Scoring
 * games"; decision 0035).
 */
function withCompletion(
  state: LearnerState,
  fact: LearnerEvent & { type: 'ContentViewed' | 'GameAttempted' },
  chapter: ChapterContents,
): LearnerEvent[] {
  const { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } = fact.data;
  if (state.completed.has(codTrlCapitulo) || chapter.contents.length === 0) return [fact];
  const next = learnerDecider.evolve(state, fact);
  const seen = next.seen.get(codTrlCapitulo) ?? new Set();
  const played = next.played.get(codTrlCapitulo) ?? new Set();
  const done = chapter.contents.every((id) => seen.has(id)) && chapter.games.every((id) => played.has(id));
  if (!done) return [fact];
  return [
    fact,
    { type: 'ChapterCompleted', data: { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } },
  ];
}

/**
 * A learner's views and rounds. A view or a round completes its chapter when every content the
 * chapter has now was seen and every game of it played (once per chapter). Refused here: a rating
 * out of turn, a round of memory or the puzzle the server did not start (`attempt.roundId` is set
 * only once the handler has checked that it started it), and a round recorded already (decision
 * 0057). Where the student may be is the handler's check (a member of the class, a content of its
 * active trail).
 */
export const learnerDecider: Decider<LearnerCommand, LearnerState, LearnerEvent> = {
  isEvent: isLearnerEvent,
  initialState: () => ({
    seen: new Map(),
    played: new Map(),
    completed: new Set(),
    rated: new Set(),
    rounds: new Set(),
  }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentViewed':
        return { ...state, seen: adding(state.seen, event.data.codTrlCapitulo, event.data.codTrlConteudo) };
      case 'ChapterCompleted':
        return { ...state, completed: new Set([...state.completed, event.data.codTrlCapitulo]) };
      case 'ChapterRated':
        return { ...state, rated: new Set([...state.rated, event.data.codTrlCapitulo]) };
      case 'GameAttempted': {
        const { roundId } = event.data;
        return {
          ...state,
          played: adding(state.played, event.data.codTrlCapitulo, event.data.codTrlConteudo),
          rounds: roundId === undefined ? state.rounds : new Set([...state.rounds, roundId]),
        };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'ViewContent':
        return withCompletion(state, { type: 'ContentViewed', data: command.place }, command.chapter);
      case 'RecordAttempt': {
        const { roundId, codTrlJogo } = command.attempt;
        if (roundId === undefined && playsOnBoard(codTrlJogo))
          throw new DomainError('player.roundNotStarted');
        if (roundId !== undefined && state.rounds.has(roundId)) throw new DomainError('player.roundRecorded');
        return withCompletion(state, { type: 'GameAttempted', data: command.attempt }, command.chapter);
      }
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
