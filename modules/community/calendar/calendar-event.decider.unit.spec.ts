import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type CalendarEventCommand, calendarEventDecider } from './calendar-event.decider.js';
import { calendarFeedDecider } from './calendar-feed.decider.js';
import type { CalendarEventEvent, CalendarEventFields } from './calendar-event.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(calendarEventDecider, context);

const fields: CalendarEventFields = {
  dscTitulo: 'Reunião pedagógica',
  hexCorEvento: '#00baf2',
  datEvento: '2026-12-02T17:00:00.000Z',
  indPrivado: 'N',
  perfis: [3, 4, 5],
  escopo: { codBseEscola: 2, codBseUnidade: 3, codBseTurma: null },
};
const creator = { codBseUsuario: 40, nomUsuario: 'Diretora', cstLogin: 'DMMT-0003', codBsePerfil: 3 };
const created: CalendarEventEvent = {
  type: 'CalendarEventCreated',
  data: { codCldCalendario: 7, ...fields, criador: creator },
};
const create: CalendarEventCommand = {
  type: 'CreateCalendarEvent',
  codCldCalendario: 7,
  fields,
  creator,
  classIsTheirs: false,
};
const deleted: CalendarEventEvent = { type: 'CalendarEventDeleted', data: { codCldCalendario: 7 } };

describe('calendar event decider', () => {
  it('creates an event once', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).thenFails('generic.conflict');
  });

  it('lets only the creator change or delete it: "Não foi você que criou."', () => {
    const moved = { ...fields, datEvento: '2026-12-03T17:00:00.000Z' };
    spec
      .given([created])
      .when({ type: 'ChangeCalendarEvent', fields: moved, by: 40, classIsTheirs: false })
      .then([{ type: 'CalendarEventChanged', data: { codCldCalendario: 7, ...moved } }]);
    spec
      .given([created])
      .when({ type: 'ChangeCalendarEvent', fields: moved, by: 41, classIsTheirs: false })
      .thenFails('calendar.notCreator');
    spec.given([created]).when({ type: 'DeleteCalendarEvent', by: 1 }).thenFails('calendar.notCreator');
    spec.given([created]).when({ type: 'DeleteCalendarEvent', by: 40 }).then([deleted]);
  });

  it('changes and deletes only a live event', () => {
    spec
      .given([created, deleted])
      .when({ type: 'DeleteCalendarEvent', by: 40 })
      .thenFails('generic.notFound');
    spec
      .given([])
      .when({ type: 'ChangeCalendarEvent', fields, by: 40, classIsTheirs: false })
      .thenFails('generic.notFound');
  });
});

describe('calendar event decider: a class, the details (decision 0075)', () => {
  const forClass: CalendarEventFields = {
    ...fields,
    perfis: [],
    escopo: { ...fields.escopo, codBseTurma: 12 },
    paraTurma: 12,
    dscDescricao: 'Tragam o caderno.',
    datFim: '2026-12-02T18:30:00.000Z',
    dscLocal: 'Sala 12',
  };
  const make = (f: CalendarEventFields, classIsTheirs = true): CalendarEventCommand =>
    ({
      ...create,
      fields: f,
      classIsTheirs,
    }) as CalendarEventCommand;

  it('makes an event for a class only for the caller’s own class: "Escolha uma das suas turmas."', () => {
    spec
      .given([])
      .when(make(forClass))
      .then([{ type: 'CalendarEventCreated', data: { codCldCalendario: 7, ...forClass, criador: creator } }]);
    spec.given([]).when(make(forClass, false)).thenFails('calendar.classNotYours');
    spec
      .given([created])
      .when({ type: 'ChangeCalendarEvent', fields: forClass, by: 40, classIsTheirs: false })
      .thenFails('calendar.classNotYours');
    // An event for profiles needs no class of the caller's.
    spec.given([]).when(make(fields, false)).then([created]);
  });

  it('keeps an event for a class public', () => {
    spec
      .given([])
      .when(make({ ...forClass, indPrivado: 'S' }))
      .thenFails('calendar.classPrivate');
  });

  it('wants an end after the start: "O fim do evento deve ser depois do início."', () => {
    for (const datFim of ['2026-12-02T17:00:00.000Z', '2026-12-02T16:59:00.000Z'])
      spec
        .given([])
        .when(make({ ...forClass, datFim }))
        .thenFails('calendar.endBeforeStart');
    spec
      .given([created])
      .when({
        type: 'ChangeCalendarEvent',
        fields: { ...fields, datFim: '2026-12-01T17:00:00.000Z' },
        by: 40,
        classIsTheirs: false,
      })
      .thenFails('calendar.endBeforeStart');
  });

  it('holds a description to 1000 characters and a place to 200', () => {
    spec
      .given([])
      .when(make({ ...forClass, dscDescricao: 'x'.repeat(1000), dscLocal: 'y'.repeat(200) }))
      .then([
        {
          type: 'CalendarEventCreated',
          data: {
            codCldCalendario: 7,
            ...forClass,
            dscDescricao: 'x'.repeat(1000),
            dscLocal: 'y'.repeat(200),
            criador: creator,
          },
        },
      ]);
    spec
      .given([])
      .when(make({ ...forClass, dscDescricao: 'x'.repeat(1001) }))
      .thenFails('calendar.descriptionMax');
    spec
      .given([])
      .when(make({ ...forClass, dscLocal: 'y'.repeat(201) }))
      .thenFails('calendar.placeMax');
  });

  it('folds an event stored before these fields, and changes it', () => {
    // `created` has no class, description, end or place: as the events stored before.
    spec
      .given([created])
      .when({ type: 'ChangeCalendarEvent', fields: forClass, by: 40, classIsTheirs: true })
      .then([{ type: 'CalendarEventChanged', data: { codCldCalendario: 7, ...forClass } }]);
    spec.given([created]).when({ type: 'DeleteCalendarEvent', by: 40 }).then([deleted]);
  });
});

describe('calendar feed decider', () => {
  const feed = deciderSpec(calendarFeedDecider, context);
  it('raises the feed version at each revocation', () => {
    const revoked = (versao: number) => ({
      type: 'CalendarFeedRevoked' as const,
      data: { codBseUsuario: 9, versao },
    });
    feed
      .given([])
      .when({ type: 'RevokeCalendarFeed', codBseUsuario: 9 })
      .then([revoked(1)]);
    feed
      .given([revoked(1), revoked(2)])
      .when({ type: 'RevokeCalendarFeed', codBseUsuario: 9 })
      .then([revoked(3)]);
  });
});
