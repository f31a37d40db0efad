import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import {
  type CalendarEventCreator,
  type CalendarEventEvent,
  type CalendarEventFields,
  isCalendarEventEvent,
} from './calendar-event.events.js';

export type CalendarEventCommand =
  | {
      type: 'CreateCalendarEvent';
      codCldCalendario: number;
      fields: CalendarEventFields;
      creator: CalendarEventCreator;
    }
  | { type: 'ChangeCalendarEvent'; fields: CalendarEventFields; by: number }
  | { type: 'DeleteCalendarEvent'; by: number };

export interface CalendarEventState {
  status: 'absent' | 'live' | 'deleted';
  codCldCalendario: number | null;
  creatorId: number | null;
}

/** The live event's id, once the caller is its creator ("Não foi você que criou." otherwise). */
function own(state: CalendarEventState, by: number): number {
  if (state.status !== 'live' || state.codCldCalendario === null) throw new DomainError('generic.notFound');
  if (state.creatorId !== by) throw new DomainError('calendar.notCreator');
  return state.codCldCalendario;
}

export const calendarEventDecider: Decider<CalendarEventCommand, CalendarEventState, CalendarEventEvent> = {
  isEvent: isCalendarEventEvent,
  initialState: () => ({ status: 'absent', codCldCalendario: null, creatorId: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'CalendarEventCreated':
        return {
          status: 'live',
          codCldCalendario: event.data.codCldCalendario,
          creatorId: event.data.criador.codBseUsuario,
        };
      case 'CalendarEventChanged':
        return state;
      case 'CalendarEventDeleted':
        return { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCalendarEvent':
        if (state.status !== 'absent') throw new DomainError('generic.conflict');
        return [
          {
            type: 'CalendarEventCreated',
            data: { codCldCalendario: command.codCldCalendario, ...command.fields, criador: command.creator },
          },
        ];
      case 'ChangeCalendarEvent':
        return [
          {
            type: 'CalendarEventChanged',
            data: { codCldCalendario: own(state, command.by), ...command.fields },
          },
        ];
      case 'DeleteCalendarEvent':
        return [{ type: 'CalendarEventDeleted', data: { codCldCalendario: own(state, command.by) } }];
      default:
        return assertNever(command);
    }
  },
};
