import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, type MessageCode, translate } from '@school/modules/kernel';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type ErrorBody, json } from '../../test/api.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';

/** The event: any user who may write to the calendar, a student included, sent it. */
const YEAR_ZERO_EVENT = {
  dscTitulo: 'x',
  hexCorEvento: '#f64c60',
  datEvento: '0000-01-01T00:00:00.000Z',
  indPrivado: 'S',
};
const event = (datEvento: string) => ({ ...YEAR_ZERO_EVENT, datEvento });
const query = (path: string, values: Record<string, string>) => `${path}?${new URLSearchParams(values)}`;

/**
 * A value a contract accepts is one every projector can store (decision 0060): a date that is no
 * real calendar value (2026-02-30, year 0) or lies outside its field's range (1900 to 2100), and an
 * id past what an `int4` column holds, are a 400 with the field's message in the caller's language,
 * and nothing is stored: never a 200 whose event stops a read model, never a 500.
 */
describe('values no store can keep (dates out of the calendar or its range, ids past int4)', () => {
  let t: TestApp;
  let u: Organization['users'];
  let o: Organization;
  let eventId: number;

  beforeAll(async () => {
    t = await createTestApp('unstorable-values');
    o = await buildOrganization(t);
    u = o.users;
    const created = await t.call('POST', '/api/cld_calendario', {
      token: u.alunoA1.token,
      body: event('2026-12-01T14:00:00-03:00'),
    });
    expect(await json(created)).toBe(1);
    const [mine] = await json<{ codCldCalendario: number }[]>(
      await t.call('GET', '/api/cld_calendario', { token: u.alunoA1.token }),
    );
    eventId = mine!.codCldCalendario;
  });
  afterAll(() => t?.close());

  type Case = [
    name: string,
    method: string,
    path: () => string,
    token: () => string,
    body: unknown,
    field: string,
    code: MessageCode,
  ];
  const student = () => u.alunoA1.token;
  const calendarPath = (method: string) => () =>
    method === 'POST' ? '/api/cld_calendario' : `/api/cld_calendario/${eventId}`;
  /** A calendar event created or changed to `datEvento`. */
  const eventOn = (name: string, method: string, datEvento: string | typeof YEAR_ZERO_EVENT): Case => [
    name,
    method,
    calendarPath(method),
    student,
    typeof datEvento === 'string' ? event(datEvento) : datEvento,
    'datEvento',
    'calendar.dateInvalid',
  ];
  /** The grade history as it stood at `ate`. */
  const historyAt = (name: string, ate: string): Case => [
    name,
    'GET',
    () =>
      query('/api/bse_nota/historico', { codBseAtividade: '1', codBseUsuario: String(u.alunoA1.id), ate }),
    student,
    undefined,
    'ate',
    'grade.dateInvalid',
  ];
  /** A report's or the access audit's period. */
  const period = (name: string, method: string, path: string, filter: Record<string, string>): Case => [
    name,
    method,
    () => (method === 'GET' ? query(path, filter) : path),
    () => (method === 'GET' ? u.master.token : u.gestorA.token),
    method === 'GET' ? undefined : filter,
    Object.keys(filter)[0]!,
    'report.dateInvalid',
  ];
  const cases: Case[] = [
    eventOn('a calendar event in year 0 (the issue’s)', 'POST', YEAR_ZERO_EVENT),
    eventOn('a calendar event changed to year 0', 'PUT', YEAR_ZERO_EVENT),
    eventOn('a calendar event on 30 February', 'POST', '2026-02-30T10:00:00-03:00'),
    eventOn('a calendar event after 2100', 'POST', '2101-01-01T00:00:00Z'),
    eventOn('a calendar event before 1900', 'PUT', '1899-12-31T23:59:59Z'),
    eventOn(
      'a calendar event at an offset no time zone has (PostgreSQL refuses past 15:59)',
      'POST',
      '2026-03-10T10:00:00+23:00',
    ),
    eventOn('a calendar event at 24:00', 'POST', '2026-03-10T24:00:00Z'),
    [
      'a calendar filter from year 0',
      'POST',
      () => '/api/cld_calendario/filtrar',
      student,
      { dataInicio: '0000-01-01T00:00:00.000Z' },
      'dataInicio',
      'calendar.dateInvalid',
    ],
    [
      'a calendar day on 31 April',
      'POST',
      () => '/api/cld_calendario/getEventosCalendarioDoDia',
      student,
      { data: '2026-04-31' },
      'data',
      'calendar.dateInvalid',
    ],
    [
      'a calendar day in year 0',
      'POST',
      () => '/api/cld_calendario/getEventosCalendarioDoDia',
      student,
      { data: '0000-01-01' },
      'data',
      'calendar.dateInvalid',
    ],
    historyAt('a grade history at year 0 (the issue’s)', '0000-01-01T00:00'),
    historyAt('a grade history on 30 February', '2026-02-30T10:00'),
    historyAt('a grade history at 25:00', '2026-03-10T25:00'),
    period('a report’s period from year 0', 'POST', '/api/rel_relatorio/filtrarNotas', {
      dataInicio: '0000-01-01T00:00:00.000Z',
    }),
    period('a report export’s period to 2200', 'POST', '/api/rel_relatorio/filtrarNotas/csv', {
      dataFim: '2200-01-01T00:00:00.000Z',
    }),
    period('the access audit from 29 February of a common year', 'GET', '/api/auditoria/acessos', {
      de: '2026-02-29T00:00:00.000Z',
    }),
    period('the access audit to year 0', 'GET', '/api/auditoria/acessos', {
      ate: '0000-01-01T00:00:00.000Z',
    }),
    [
      'a calendar event for a class id past int4',
      'POST',
      () => '/api/cld_calendario',
      () => u.master.token,
      { ...event('2026-12-01T14:00:00Z'), codBseTurma: 2 ** 31 },
      'codBseTurma',
      'generic.invalid',
    ],
    [
      'a trail linked to a class id past int4',
      'POST',
      () => '/api/trl_livro_turma',
      () => u.professorA1.token,
      { codBseTurma: 2 ** 31, codTrlLivro: 1 },
      'codBseTurma',
      'generic.invalid',
    ],
  ];
  const table = cases.flatMap(([name, method, path, token, body, field, code]) =>
    (['pt', 'en', 'es'] as Language[]).map((language) => ({
      name,
      method,
      path,
      token,
      body,
      field,
      code,
      language,
    })),
  );

  it.each(table)(
    'refuses $name with 400 and the field’s message in $language, storing nothing',
    async ({ method, path, token, body, field, code, language }) => {
      const head = await t.store.headPosition();
      const response = await t.call(method, path(), {
        token: token(),
        body,
        headers: { 'accept-language': language },
      });
      const answer = await json<ErrorBody>(response);
      expect([response.status, answer.code, answer.errors]).toEqual([
        400,
        'generic.invalid',
        [{ field, code, message: translate(code, language) }],
      ]);
      expect(await t.store.headPosition()).toBe(head);
    },
  );

  it('still takes the edges of the range: 1900-01-01 and 2100-12-31, and a real 29 February', async () => {
    for (const datEvento of [
      '1900-01-01T00:00:00.000Z',
      '2100-12-31T23:59:59.999Z',
      '2028-02-29T12:00:00-03:00',
    ]) {
      const response = await t.call('POST', '/api/cld_calendario', {
        token: u.alunoA1.token,
        body: event(datEvento),
      });
      expect([datEvento, await json(response)]).toEqual([datEvento, 1]);
    }
    const dates = (
      await json<{ datEvento: string }[]>(
        await t.call('GET', '/api/cld_calendario', { token: u.alunoA1.token }),
      )
    )
      .map((e) => e.datEvento)
      .sort();
    expect(dates).toEqual([
      '1900-01-01T00:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2028-02-29T15:00:00.000Z',
      '2100-12-31T23:59:59.999Z',
    ]);
    const at = await t.call(
      'GET',
      query('/api/bse_nota/historico', {
        codBseAtividade: '1',
        codBseUsuario: String(u.alunoA1.id),
        ate: '2100-12-31T23:59',
      }),
      { token: u.alunoA1.token },
    );
    // Past the contract: the moment is taken, and the sheet (no grade yet) is what is missing.
    expect(at.status).toBe(404);
  });
});
