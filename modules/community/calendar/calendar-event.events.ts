import {
  eventGuard,
  ownedByActor,
  privacyRegister,
  userKeyOwner,
  type DomainEvent,
} from '@school/modules/kernel';

/**
 * Where a public event is seen: the creator's school, unit or class (null above it). The
 * Master's events have no school: the whole network.
 */
export interface CalendarEventScope {
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
}

/** What an event says (`cld_calendario`): `datEvento` is an ISO instant. */
export interface CalendarEventFields {
  dscTitulo: string;
  hexCorEvento: string;
  datEvento: string;
  indPrivado: 'S' | 'N';
  /** The profiles that see a public event; empty for a private one and for one of a class. */
  perfis: number[];
  escopo: CalendarEventScope;
  /**
   * The class the event is for (decision 0075): its students and teachers see it, whatever
   * `perfis` says. Absent from the events stored before: none.
   */
  paraTurma?: number | null;
  /** What the event is about, as its creator wrote it (at most 1000); absent before decision 0075. */
  dscDescricao?: string | null;
  /** When it ends (ISO, after `datEvento`); none: an hour after it starts. */
  datFim?: string | null;
  /** Where it happens, as its creator wrote it (at most 200). */
  dscLocal?: string | null;
}

export interface CalendarEventCreator {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
  codBsePerfil: number;
}

/** A calendar event (`calendar-event-<codCldCalendario>`): only its creator changes or deletes it. */
export type CalendarEventEvent =
  | DomainEvent<
      'CalendarEventCreated',
      CalendarEventFields & { codCldCalendario: number; criador: CalendarEventCreator }
    >
  | DomainEvent<'CalendarEventChanged', CalendarEventFields & { codCldCalendario: number }>
  | DomainEvent<'CalendarEventDeleted', { codCldCalendario: number }>;

export const isCalendarEventEvent = eventGuard<CalendarEventEvent>({
  CalendarEventCreated: true,
  CalendarEventChanged: true,
  CalendarEventDeleted: true,
});

export const calendarEventStream = (codCldCalendario: number): string => `calendar-event-${codCldCalendario}`;

/**
 * A user's iCalendar feed (`calendar-feed-<codBseUsuario>`): its address is derived from the
 * version, so revoking (a new version) ends every address given before. Nothing secret is stored.
 */
export type CalendarFeedEvent = DomainEvent<'CalendarFeedRevoked', { codBseUsuario: number; versao: number }>;

export const isCalendarFeedEvent = eventGuard<CalendarFeedEvent>({ CalendarFeedRevoked: true });

export const calendarFeedStream = (codBseUsuario: number): string => `calendar-feed-${codBseUsuario}`;

const CALENDAR_EVENT_FIELDS = {
  codCldCalendario: 'technical',
  dscTitulo: 'text',
  hexCorEvento: 'technical',
  datEvento: 'technical',
  indPrivado: 'technical',
  perfis: 'technical',
  escopo: 'technical',
  paraTurma: 'technical',
  dscDescricao: 'text',
  datFim: 'technical',
  dscLocal: 'text',
} as const;

/**
 * What each calendar event holds (decision 0061): its title, description and place are what its
 * creator typed (a private event is a person's own note), sealed with the creator's key like its
 * name and login.
 */
export const calendarEventPrivacy = privacyRegister<CalendarEventEvent>({
  CalendarEventCreated: {
    fields: { ...CALENDAR_EVENT_FIELDS, criador: 'identity' },
    owner: (data) => userKeyOwner(data.criador.codBseUsuario),
    ownerIs: 'the creator (`criador`)',
    why: 'the title, description and place its creator typed, and who created it',
  },
  CalendarEventChanged: {
    fields: CALENDAR_EVENT_FIELDS,
    ...ownedByActor('the creator (only it changes the event)'),
    why: 'the title, description and place its creator typed',
  },
  CalendarEventDeleted: { fields: { codCldCalendario: 'technical' } },
});

/** What a feed's revocation holds: ids only. */
export const calendarFeedPrivacy = privacyRegister<CalendarFeedEvent>({
  CalendarFeedRevoked: { fields: { codBseUsuario: 'technical', versao: 'technical' } },
});
