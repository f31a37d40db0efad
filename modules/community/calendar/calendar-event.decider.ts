import {
  assertNever,
  DomainError,
  recordDecider,
  type RecordState,
  requireActive,
} from '@school/modules/kernel';
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

/** An event as created (its changes merged in). */
type CreatedEvent = Extract<CalendarEventEvent, { type: 'CalendarEventCreated' }>['data'];

export type CalendarEventState = RecordState<'event', CreatedEvent>;

/** The live event's id, once the caller is its creator ("Não foi você que criou." otherwise). */
function own(state: CalendarEventState, by: number): number {
  requireActive(state);
  if (state.event.criador.codBseUsuario !== by) throw new DomainError('calendar.notCreator');
  return state.event.codCldCalendario;
}

export const calendarEventDecider = recordDecider<
  CalendarEventCommand,
  CalendarEventEvent,
  'event',
  CreatedEvent
>({
  isEvent: isCalendarEventEvent,
  key: 'event',
  steps: {
    CalendarEventCreated: 'created',
    CalendarEventChanged: 'changed',
    CalendarEventDeleted: 'deleted',
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCalendarEvent':
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
});
