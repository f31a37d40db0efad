import { assertNever, type Decider } from '@school/modules/kernel';
import { type CalendarFeedEvent, isCalendarFeedEvent } from './calendar-event.events.js';

export type CalendarFeedCommand = { type: 'RevokeCalendarFeed'; codBseUsuario: number };

export interface CalendarFeedState {
  versao: number;
}

/** A user's feed: each revocation raises its version, which every feed address carries. */
export const calendarFeedDecider: Decider<CalendarFeedCommand, CalendarFeedState, CalendarFeedEvent> = {
  isEvent: isCalendarFeedEvent,
  initialState: () => ({ versao: 0 }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'CalendarFeedRevoked':
        return { versao: event.data.versao };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RevokeCalendarFeed':
        return [
          {
            type: 'CalendarFeedRevoked',
            data: { codBseUsuario: command.codBseUsuario, versao: state.versao + 1 },
          },
        ];
      default:
        return assertNever(command.type);
    }
  },
};
