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
const create: CalendarEventCommand = { type: 'CreateCalendarEvent', codCldCalendario: 7, fields, creator };
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
      .when({ type: 'ChangeCalendarEvent', fields: moved, by: 40 })
      .then([{ type: 'CalendarEventChanged', data: { codCldCalendario: 7, ...moved } }]);
    spec
      .given([created])
      .when({ type: 'ChangeCalendarEvent', fields: moved, by: 41 })
      .thenFails('calendar.notCreator');
    spec.given([created]).when({ type: 'DeleteCalendarEvent', by: 1 }).thenFails('calendar.notCreator');
    spec.given([created]).when({ type: 'DeleteCalendarEvent', by: 40 }).then([deleted]);
  });

  it('changes and deletes only a live event', () => {
    spec
      .given([created, deleted])
      .when({ type: 'DeleteCalendarEvent', by: 40 })
      .thenFails('generic.notFound');
    spec.given([]).when({ type: 'ChangeCalendarEvent', fields, by: 40 }).thenFails('generic.notFound');
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
