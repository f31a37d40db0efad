import { assertNever, type Decider } from '@school/modules/kernel';
import { type HomeEvent, isHomeEvent } from './home.events.js';

/** The student opened its activities and grades. */
export type HomeCommand = { type: 'SeeGrades'; codBseUsuario: number };

/** When the student last looked at its grades (null: never). */
export type HomeState = { gradesSeenAt: string | null };

/** A look within this long of the last one moves the marker too little to record (a reload, a tab). */
export const GRADES_SEEN_REPEAT_MS = 60_000;

/**
 * A user's markers for its home page: the last time a student looked at its grades. A look a
 * minute or less after the last records nothing, so reloads do not fill the stream.
 */
export const homeDecider: Decider<HomeCommand, HomeState, HomeEvent> = {
  isEvent: isHomeEvent,
  initialState: () => ({ gradesSeenAt: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GradesSeen':
        return { gradesSeenAt: event.data.at };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'SeeGrades': {
        const last = state.gradesSeenAt ? new Date(state.gradesSeenAt).getTime() : null;
        if (last !== null && now.getTime() - last <= GRADES_SEEN_REPEAT_MS) return [];
        return [
          { type: 'GradesSeen', data: { codBseUsuario: command.codBseUsuario, at: now.toISOString() } },
        ];
      }
      default:
        return assertNever(command.type);
    }
  },
};
