import { describe, expect, it } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import type { CalendarEventEvent, CalendarEventFields, CalendarFeedEvent } from '@school/modules/community';
import { projectionSpec } from '@school/test-support';
import { calendarFeedVersion, calendarProjection, candidateEvents, findCalendarEvent } from './index.js';

const spec = projectionSpec<CalendarEventEvent | CalendarFeedEvent>(calendarProjection);

const fields = (change: Partial<CalendarEventFields> = {}): CalendarEventFields => ({
  dscTitulo: 'Reunião',
  hexCorEvento: '#00baf2',
  datEvento: '2026-12-02T17:00:00.000Z',
  indPrivado: 'N',
  perfis: [3, 5],
  escopo: { codBseEscola: 2, codBseUnidade: 3, codBseTurma: null },
  ...change,
});
const created = (id: number, by: number, change: Partial<CalendarEventFields> = {}): CalendarEventEvent => ({
  type: 'CalendarEventCreated',
  data: {
    codCldCalendario: id,
    ...fields(change),
    criador: { codBseUsuario: by, nomUsuario: `Usuário ${by}`, cstLogin: `DMMT-000${by}`, codBsePerfil: by },
  },
});

describe('calendar read model', () => {
  it('answers a viewer its own events and the public ones for its profile, by date', async () => {
    await spec.given(
      created(1, 3, { datEvento: '2026-12-05T12:00:00.000Z' }),
      created(2, 4, { indPrivado: 'S', perfis: [] }),
      created(3, 2, { perfis: [6], datEvento: '2026-12-01T12:00:00.000Z' }),
      created(4, 2, { datEvento: '2026-12-01T12:00:00.000Z' }),
    );
    const ids = async (viewer: { codBseUsuario: number; codBsePerfil: number }, filter = {}) =>
      (await candidateEvents(spec.db, viewer, filter)).map((e) => e.codCldCalendario);
    expect(await ids({ codBseUsuario: 50, codBsePerfil: 5 })).toEqual([4, 1]);
    expect(await ids({ codBseUsuario: 4, codBsePerfil: 4 })).toEqual([2]);
    expect(await ids({ codBseUsuario: 50, codBsePerfil: 6 })).toEqual([3]);
    expect(await ids({ codBseUsuario: 50, codBsePerfil: 5 }, { creatorProfile: 3 })).toEqual([1]);
    expect(await ids({ codBseUsuario: 3, codBsePerfil: 3 }, { own: true })).toEqual([1]);
    expect(
      await ids(
        { codBseUsuario: 50, codBsePerfil: 5 },
        { from: new Date('2026-12-02T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') },
      ),
    ).toEqual([1]);
  });

  it('keeps changes, drops deleted events and counts feed revocations', async () => {
    await spec.given(
      created(10, 3),
      {
        type: 'CalendarEventChanged',
        data: { codCldCalendario: 10, ...fields({ dscTitulo: 'Conselho', indPrivado: 'S', perfis: [] }) },
      },
      created(11, 3),
      { type: 'CalendarEventDeleted', data: { codCldCalendario: 11 } },
      { type: 'CalendarFeedRevoked', data: { codBseUsuario: 3, versao: 1 } },
      { type: 'CalendarFeedRevoked', data: { codBseUsuario: 3, versao: 2 } },
    );
    expect(await findCalendarEvent(spec.db, 10)).toMatchObject({
      dscTitulo: 'Conselho',
      indPrivado: 'S',
      perfis: [],
    });
    expect(await findCalendarEvent(spec.db, 11)).toBeUndefined();
    expect(await calendarFeedVersion(spec.db, 3)).toBe(2);
    expect(await calendarFeedVersion(spec.db, 4)).toBe(0);
  });
});

describe('calendar read model: a class, the details (decision 0075)', () => {
  it('answers an event for a class to that class’s members, with its description, end and place', async () => {
    await spec.given(
      created(30, 5, {
        perfis: [],
        escopo: { codBseEscola: 2, codBseUnidade: 3, codBseTurma: 12 },
        paraTurma: 12,
        dscDescricao: 'Tragam o caderno.',
        datFim: '2026-12-02T18:30:00.000Z',
        dscLocal: 'Sala 12',
      }),
      // Stored before decision 0075: none of the new fields.
      created(31, 3),
    );
    const ids = async (viewer: { codBseUsuario: number; codBsePerfil: number; turmas?: number[] }) =>
      (await candidateEvents(spec.db, viewer)).map((e) => e.codCldCalendario).filter((id) => id >= 30);
    expect(await ids({ codBseUsuario: 50, codBsePerfil: 6, turmas: [12] })).toEqual([30]);
    expect(await ids({ codBseUsuario: 50, codBsePerfil: 6, turmas: [13] })).toEqual([]);
    expect(await ids({ codBseUsuario: 51, codBsePerfil: 5, turmas: [12] })).toEqual([30, 31]);
    expect(await findCalendarEvent(spec.db, 30)).toMatchObject({
      paraTurma: 12,
      dscDescricao: 'Tragam o caderno.',
      datFim: new Date('2026-12-02T18:30:00.000Z'),
      dscLocal: 'Sala 12',
    });
    expect(await findCalendarEvent(spec.db, 31)).toMatchObject({
      paraTurma: null,
      dscDescricao: null,
      datFim: null,
      dscLocal: null,
    });
  });
});

describe('calendar read model: erasure (decision 0061)', () => {
  it('keeps the events of an erased creator, without its name, login or the title, description and place it wrote', async () => {
    const words = { dscTitulo: 'Reunião da 7', dscDescricao: 'Pauta da 7', dscLocal: 'Casa da 7' };
    const after = await spec.afterErasure(
      'calendar',
      [created(60, 7, words), created(61, 8, { dscLocal: 'Sala 8' })],
      7,
      ['Usuário 7', 'DMMT-0007', 'Reunião da 7', 'Pauta da 7', 'Casa da 7'],
    );
    expect(
      after.calendar_events!.map((e) => [
        e.cod_usuario_criacao,
        e.nom_usuario,
        e.cst_login,
        e.dsc_titulo,
        e.dsc_descricao,
        e.dsc_local,
      ]),
    ).toEqual([
      [7, ERASED, ERASED, ERASED, null, null],
      [8, 'Usuário 8', 'DMMT-0008', 'Reunião', null, 'Sala 8'],
    ]);
  });
});
