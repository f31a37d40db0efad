import { assertNever, type Decider, DomainError } from '@school/modules/kernel';
import { playsOnBoard } from './game-play.contracts.js';
import {
  type ChapterRating,
  type ContentViewedData,
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
  /** The last view in each trail (by codTrlLivro): where the learner is, and since which day. */
  lastViews: ReadonlyMap<number, ContentViewedData>;
  /** The rounds the server started that were recorded (each once, decision 0057). */
  rounds: ReadonlySet<string>;
}

/** The day of the network's schools (the platform's dates are São Paulo's). */
const LEARNER_TIME_ZONE = 'America/Sao_Paulo';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: LEARNER_TIME_ZONE });

/** `YYYY-MM-DD` of `at` in São Paulo. */
export const learnerDay = (at: Date): string => dayFormat.format(at);

/**
 * A view that tells nothing new: the learner's last view in that trail was of this very content,
 * in this class, today. Recording it again would only grow the stream (a page reloaded 150 times
 * was 150 events); a view of another content, another day or from another class moves the resume
 * or counts the day, and is recorded.
 */
function repeatsLastView(state: LearnerState, view: ContentViewedData): boolean {
  const last = state.lastViews.get(view.codTrlLivro);
  return (
    last !== undefined &&
    last.codTrlConteudo === view.codTrlConteudo &&
    last.codBseTurma === view.codBseTurma &&
    last.viewedOn === view.viewedOn
  );
}

/** The map with `id` added to the set of `key`. */
const adding = (map: ReadonlyMap<number, ReadonlySet<number>>, key: number, id: number) =>
  new Map(map).set(key, new Set([...(map.get(key) ?? []), id]));

/**
 * The learner's fact (none for a view already recorded), and ChapterCompleted with it when the
 * chapter at `place` is now complete for the first time: every content it has now seen and every
 * game of it played (ARCHITECTURE.md, "Scoring games"; decision 0035).
 */
function withCompletion(
  state: LearnerState,
  facts: (LearnerEvent & { type: 'ContentViewed' | 'GameAttempted' })[],
  place: LearnerPlace,
  chapter: ChapterContents,
): LearnerEvent[] {
  const { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } = place;
  if (state.completed.has(codTrlCapitulo) || chapter.contents.length === 0) return facts;
  const next = facts.reduce(learnerDecider.evolve, state);
  const seen = next.seen.get(codTrlCapitulo) ?? new Set();
  const played = next.played.get(codTrlCapitulo) ?? new Set();
  const done = chapter.contents.every((id) => seen.has(id)) && chapter.games.every((id) => played.has(id));
  if (!done) return facts;
  return [
    ...facts,
    { type: 'ChapterCompleted', data: { codBseUsuario, codBseTurma, codTrlLivro, codTrlCapitulo } },
  ];
}

/**
 * A learner's views and rounds. A view or a round completes its chapter when every content the
 * chapter has now was seen and every game of it played (once per chapter). A view that repeats the
 * trail's last one the same day records nothing again (`repeatsLastView`). Refused here: a rating
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
    lastViews: new Map(),
    rounds: new Set(),
  }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentViewed':
        return {
          ...state,
          seen: adding(state.seen, event.data.codTrlCapitulo, event.data.codTrlConteudo),
          lastViews: new Map(state.lastViews).set(event.data.codTrlLivro, event.data),
        };
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

  decide: (command, state, context) => {
    switch (command.type) {
      case 'ViewContent': {
        const view: ContentViewedData = { ...command.place, viewedOn: learnerDay(context.now) };
        const facts = repeatsLastView(state, view) ? [] : [{ type: 'ContentViewed' as const, data: view }];
        return withCompletion(state, facts, command.place, command.chapter);
      }
      case 'RecordAttempt': {
        const { roundId, codTrlJogo } = command.attempt;
        if (roundId === undefined && playsOnBoard(codTrlJogo))
          throw new DomainError('player.roundNotStarted');
        if (roundId !== undefined && state.rounds.has(roundId)) throw new DomainError('player.roundRecorded');
        return withCompletion(
          state,
          [{ type: 'GameAttempted', data: command.attempt }],
          command.attempt,
          command.chapter,
        );
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
