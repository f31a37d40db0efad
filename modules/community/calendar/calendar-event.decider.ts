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
import { calendarEventProblems } from './calendar-event.rules.js';

/**
 * A create or change carries `classIsTheirs`, a fact the handler reads from the directory: whether
 * the class the event is for (`fields.paraTurma`) is the caller's (a Professor's own class, or one
 * in its Gestor's, Diretor's or Coordenador's scope).
 */
export type CalendarEventCommand =
  | {
      type: 'CreateCalendarEvent';
      codCldCalendario: number;
      fields: CalendarEventFields;
      creator: CalendarEventCreator;
      classIsTheirs: boolean;
    }
  | { type: 'ChangeCalendarEvent'; fields: CalendarEventFields; by: number; classIsTheirs: boolean }
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

/**
 * The rules of what an event says (decision 0075): one for a class only by that class's people
 * ("Escolha uma das suas turmas."), and public; an end after the start; the texts' limits.
 */
function checked(fields: CalendarEventFields, classIsTheirs: boolean): CalendarEventFields {
  if (fields.paraTurma != null) {
    if (!classIsTheirs) throw new DomainError('calendar.classNotYours');
    if (fields.indPrivado === 'S') throw new DomainError('calendar.classPrivate');
  }
  const [problem] = calendarEventProblems(fields);
  if (problem) throw new DomainError(problem.code);
  return fields;
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
            data: {
              codCldCalendario: command.codCldCalendario,
              ...checked(command.fields, command.classIsTheirs),
              criador: command.creator,
            },
          },
        ];
      case 'ChangeCalendarEvent':
        return [
          {
            type: 'CalendarEventChanged',
            data: {
              codCldCalendario: own(state, command.by),
              ...checked(command.fields, command.classIsTheirs),
            },
          },
        ];
      case 'DeleteCalendarEvent':
        return [{ type: 'CalendarEventDeleted', data: { codCldCalendario: own(state, command.by) } }];
      default:
        return assertNever(command);
    }
  },
});
