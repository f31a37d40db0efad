import { createHmac, hkdfSync } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarFeed } from '@school/modules/community';
import type { Profile } from '@school/modules/kernel';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAs, json, refusal as error } from '@school/backend/test/api';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import { calendarProjection } from '@school/projections/calendar';
import { userSessionsProjection } from '@school/projections/user-sessions';
import { IdentityService } from '@school/modules/identity/server';
import { rebuildProjection } from '@school/backend/projection-engine/rebuild';

/** The address the feeds are handed out at: the configured one, whatever the request says. */
const PUBLIC_URL = 'https://agenda.escola.example/plataforma';
const FEED_URL = new RegExp(
  `^${PUBLIC_URL.replace(/[./]/g, '\\$&')}/api/cld_calendario/ical/\\d+-\\d+-\\d+-[0-9a-f]{64}\\.ics$`,
);

describe('calendar API', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const call = callAs(() => t);
  let day = 1;
  /** A public event for the given profiles, each on its own December day. */
  const event = (dscTitulo: string, change: Record<string, unknown> = {}) => ({
    dscTitulo,
    hexCorEvento: '#00baf2',
    datEvento: `2026-12-${String(day++).padStart(2, '0')}T14:00:00-03:00`,
    indPrivado: 'N',
    perfis: [1, 2, 3, 4, 5, 6],
    codBseTurma: null,
    ...change,
  });
  const list = async (token: string) =>
    json<CalendarEvent[]>(await call('GET', '/api/cld_calendario', token));
  const titles = async (token: string) => (await list(token)).map((e) => e.dscTitulo);
  const create = async (token: string, body: Record<string, unknown>) => {
    expect(await json(await call('POST', '/api/cld_calendario', token, body))).toBe(1);
    return (await list(token)).find((e) => e.dscTitulo === body.dscTitulo)!.codCldCalendario;
  };

  beforeAll(async () => {
    t = await createTestApp('calendar', { PUBLIC_URL });
    o = await buildOrganization(t);
    u = o.users;
  });
  afterAll(() => t?.close());

  it('creates, reads, changes and deletes an event of its creator', async () => {
    const id = await create(
      u.diretorA1.token,
      event('Conselho de classe', { hexCorEvento: '#F64C60', perfis: [4, 3, 3] }),
    );
    const one = await json<CalendarEvent>(await call('GET', `/api/cld_calendario/${id}`, u.diretorA1.token));
    expect(one).toMatchObject({
      dscTitulo: 'Conselho de classe',
      hexCorEvento: '#f64c60',
      indPrivado: 'N',
      perfis: [3, 4],
      codUsuarioCriacao: u.diretorA1.id,
      cstLogin: u.diretorA1.login,
      codPerfilCriacao: 3,
      loginOwner: true,
    });
    expect(new Date(one.datEvento).toISOString()).toBe(`2026-12-0${day - 1}T17:00:00.000Z`);
    const changed = event('Conselho de classe adiado', { indPrivado: 'S', perfis: [3] });
    expect(await json(await call('PUT', `/api/cld_calendario/${id}`, u.diretorA1.token, changed))).toBe(1);
    expect(
      await json<CalendarEvent>(await call('GET', `/api/cld_calendario/${id}`, u.diretorA1.token)),
    ).toMatchObject({
      dscTitulo: 'Conselho de classe adiado',
      indPrivado: 'S',
      perfis: [],
    });
    expect(await json(await call('DELETE', `/api/cld_calendario/${id}`, u.diretorA1.token))).toBe(1);
    expect((await call('GET', `/api/cld_calendario/${id}`, u.diretorA1.token)).status).toBe(404);
  });

  it('refuses a blank title or colour, a public event with no profile, a Professor without its class', async () => {
    const before = await list(u.master.token);
    const fillAll = { status: 400, message: 'Favor preencher todos os campos.' };
    for (const change of [
      { dscTitulo: '  ' },
      { hexCorEvento: '' },
      { hexCorEvento: '#123456' },
      { perfis: [] },
      { indPrivado: 'X' },
    ])
      expect(
        await error(await call('POST', '/api/cld_calendario', u.master.token, event('Incompleto', change))),
      ).toEqual(fillAll);
    expect(
      await error(await call('POST', '/api/cld_calendario', u.professorA1.token, event('Sem turma'))),
    ).toEqual(fillAll);
    expect(
      await error(
        await call(
          'POST',
          '/api/cld_calendario',
          u.professorA1.token,
          event('Turma alheia', { codBseTurma: o.classes.b1 }),
        ),
      ),
    ).toEqual({ status: 400, message: 'Escolha uma das suas turmas.' });
    expect(
      await error(
        await call('POST', '/api/cld_calendario', u.master.token, event('x', { datEvento: '02/12/2026' })),
      ),
    ).toEqual({ status: 400, message: 'Informe a data e a hora do evento.' });
    expect(
      await error(
        await call('POST', '/api/cld_calendario', u.master.token, event('', {}), { 'accept-language': 'es' }),
      ),
    ).toEqual({ status: 400, message: 'Por favor, complete todos los campos.' });
    expect(await list(u.master.token)).toEqual(before);
  });

  it('shows a private event to its creator only, a public one to the chosen profiles in the creator’s place', async () => {
    await create(
      u.professorA1.token,
      event('Prova particular', { indPrivado: 'S', perfis: [6], codBseTurma: o.classes.a1 }),
    );
    await create(u.professorA1.token, event('Passeio da A1', { perfis: [5, 6], codBseTurma: o.classes.a1 }));
    await create(u.coordenadorA1.token, event('Reunião da unidade A1', { perfis: [3, 4, 5, 6] }));
    await create(u.gestorA.token, event('Festa da escola Alfa', { perfis: [2, 3, 4, 5, 6] }));
    await create(u.master.token, event('Feriado da rede', { perfis: [2, 3, 4, 5, 6] }));
    await create(u.gestorB.token, event('Festa da escola Beta', { perfis: [1, 2, 3, 4, 5, 6] }));

    expect(await titles(u.professorA1.token)).toEqual(
      expect.arrayContaining([
        'Prova particular',
        'Passeio da A1',
        'Reunião da unidade A1',
        'Festa da escola Alfa',
        'Feriado da rede',
      ]),
    );
    const student = await titles(u.alunoA1.token);
    expect(student).toEqual(
      expect.arrayContaining([
        'Passeio da A1',
        'Reunião da unidade A1',
        'Festa da escola Alfa',
        'Feriado da rede',
      ]),
    );
    expect(student).not.toContain('Prova particular');
    // Another unit of the school: the school's and the network's, not the unit's or the class's.
    const otherUnit = await titles(u.alunoA2.token);
    expect(otherUnit).toEqual(expect.arrayContaining(['Festa da escola Alfa', 'Feriado da rede']));
    expect(otherUnit).not.toEqual(expect.arrayContaining(['Passeio da A1']));
    expect(otherUnit).not.toContain('Reunião da unidade A1');
    // Another school: only the network's and its own.
    const beta = await titles(u.professorB1.token);
    expect(beta).toEqual(expect.arrayContaining(['Feriado da rede', 'Festa da escola Beta']));
    for (const title of [
      'Passeio da A1',
      'Reunião da unidade A1',
      'Festa da escola Alfa',
      'Prova particular',
    ])
      expect(beta).not.toContain(title);
    // A profile not chosen does not see it; the Master reads every school's it is addressed to.
    expect(await titles(u.gestorA.token)).not.toContain('Reunião da unidade A1');
    expect(await titles(u.master.token)).toEqual(
      expect.arrayContaining(['Festa da escola Beta', 'Feriado da rede']),
    );
    expect(await titles(u.master.token)).not.toContain('Festa da escola Alfa');
  });

  it('lets only the creator change or delete: 403 "Não foi você que criou.", 404 when not even seen', async () => {
    const id = await create(u.gestorA.token, event('Formatura', { perfis: [2, 3] }));
    for (const [method, body] of [
      ['PUT', event('Formatura alterada')],
      ['DELETE', undefined],
    ] as const) {
      expect(await error(await call(method, `/api/cld_calendario/${id}`, u.diretorA1.token, body))).toEqual({
        status: 403,
        message: 'Não foi você que criou.',
      });
      expect((await call(method, `/api/cld_calendario/${id}`, u.gestorB.token, body)).status).toBe(404);
    }
    const seen = (await list(u.diretorA1.token)).find((e) => e.codCldCalendario === id)!;
    expect(seen.loginOwner).toBe(false);
    expect((await call('GET', `/api/cld_calendario/${id}`, u.gestorB.token)).status).toBe(404);
    expect((await list(u.gestorA.token)).find((e) => e.codCldCalendario === id)!.dscTitulo).toBe('Formatura');
  });

  it('filters by creator, by the caller’s own, by range, and answers one day', async () => {
    const mine = await create(u.coordenadorA1.token, event('Plantão de dúvidas', { perfis: [4, 5] }));
    const filter = async (token: string, body: Record<string, unknown>) =>
      (await json<CalendarEvent[]>(await call('POST', '/api/cld_calendario/filtrar', token, body))).map(
        (e) => e.dscTitulo,
      );
    expect(await filter(u.coordenadorA1.token, { perfil: 'meus' })).toEqual([
      'Reunião da unidade A1',
      'Plantão de dúvidas',
    ]);
    expect(await filter(u.professorA1.token, { perfil: 2 })).toEqual(
      ['Festa da escola Alfa', 'Formatura'].slice(0, 1),
    );
    expect(await filter(u.professorA1.token, { perfil: 1 })).toEqual(['Feriado da rede']);
    const all = await filter(u.professorA1.token, { perfil: 'todos' });
    expect(all).toContain('Plantão de dúvidas');
    const one = (await list(u.coordenadorA1.token)).find((e) => e.codCldCalendario === mine)!;
    const date = new Date(one.datEvento);
    const next = new Date(date.getTime() + 1000);
    expect(
      await filter(u.professorA1.token, {
        perfil: 'todos',
        dataInicio: one.datEvento,
        dataFim: next.toISOString(),
      }),
    ).toEqual(['Plantão de dúvidas']);
    const dayOf = new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const ofDay = await json<CalendarEvent[]>(
      await call('POST', '/api/cld_calendario/getEventosCalendarioDoDia', u.professorA1.token, {
        data: dayOf,
      }),
    );
    expect(ofDay.map((e) => e.dscTitulo)).toEqual(['Plantão de dúvidas']);
  });

  it('shows an event for a class to that class’s students and teachers only (decision 0075)', async () => {
    // November days of their own: the other tests take December's, one each.
    const forClass = (dscTitulo: string, codBseTurma: number) => ({
      dscTitulo,
      hexCorEvento: '#86c879',
      datEvento: '2026-11-10T14:00:00-03:00',
      indPrivado: 'N',
      codBseTurma,
      indTurma: 'S',
    });
    const start = { ...forClass('Prova de frações', o.classes.a1), perfis: [5, 6] };
    const body = {
      ...start,
      dscDescricao: '  Capítulos 3 e 4. Tragam régua.  ',
      datFim: String(start.datEvento).replace('T14:00', 'T15:30'),
      dscLocal: 'Sala 12',
    };
    const id = await create(u.professorA1.token, body);
    expect(await titles(u.alunoA1.token)).toContain('Prova de frações');
    for (const outsider of [u.alunoA2, u.alunoB1, u.coordenadorA1, u.gestorA, u.master, u.professorB1]) {
      expect(await titles(outsider.token)).not.toContain('Prova de frações');
      expect((await call('GET', `/api/cld_calendario/${id}`, outsider.token)).status).toBe(404);
    }
    const seen = await json<CalendarEvent>(await call('GET', `/api/cld_calendario/${id}`, u.alunoA1.token));
    expect(seen).toMatchObject({
      indTurma: 'S',
      codBseTurma: o.classes.a1,
      perfis: [],
      dscDescricao: 'Capítulos 3 e 4. Tragam régua.',
      dscLocal: 'Sala 12',
      datFim: new Date(body.datFim).toISOString(),
      loginOwner: false,
    });

    // Its iCalendar entry has the description, the end and the place.
    const { url } = await json<CalendarFeed>(await call('GET', '/api/cld_calendario/feed', u.alunoA1.token));
    const feed = new ICAL.Component(ICAL.parse(await (await t.call('GET', feedPath(url))).text()));
    const entry = feed
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary === 'Prova de frações')!;
    expect(entry.location).toBe('Sala 12');
    expect(entry.description).toContain('Capítulos 3 e 4. Tragam régua.');
    expect(entry.endDate.toJSDate().toISOString()).toBe(new Date(body.datFim).toISOString());

    // Only a Professor of the class, or the staff whose scope covers it, makes one for it.
    const notYours = { status: 400, message: 'Escolha uma das suas turmas.' };
    const post = (token: string, b: Record<string, unknown>) => call('POST', '/api/cld_calendario', token, b);
    expect(await error(await post(u.professorA1.token, forClass('Alheia', o.classes.a2)))).toEqual(notYours);
    expect(await json(await post(u.coordenadorA1.token, forClass('Da coordenação', o.classes.a1)))).toBe(1);
    expect(await error(await post(u.coordenadorA1.token, forClass('Outra unidade', o.classes.a2)))).toEqual(
      notYours,
    );
    expect(await json(await post(u.gestorA.token, forClass('Da gestão', o.classes.a2)))).toBe(1);
    for (const user of [u.gestorB, u.diretorB1, u.alunoA1, u.master])
      expect(await error(await post(user.token, forClass('Não', o.classes.a1)))).toEqual(notYours);
    expect(await titles(u.alunoA1.token)).toContain('Da coordenação');
    expect(await titles(u.alunoA2.token)).toContain('Da gestão');
    expect(await titles(u.alunoA1.token)).not.toContain('Da gestão');

    // Its own rules: an end after the start, the texts' limits, and public.
    const refused = async (change: Record<string, unknown>) =>
      error(await post(u.professorA1.token, { ...forClass('Regra', o.classes.a1), ...change }));
    expect(
      await refused({ datEvento: '2026-12-20T14:00:00-03:00', datFim: '2026-12-20T14:00:00-03:00' }),
    ).toEqual({
      status: 400,
      message: 'O fim do evento deve ser depois do início.',
    });
    expect(await refused({ dscDescricao: 'x'.repeat(1001) })).toEqual({
      status: 400,
      message: 'A descrição pode ter no máximo 1000 caracteres.',
    });
    expect(await refused({ dscLocal: 'x'.repeat(201) })).toEqual({
      status: 400,
      message: 'O local pode ter no máximo 200 caracteres.',
    });
    expect(await refused({ indPrivado: 'S' })).toEqual({
      status: 400,
      message: 'Um evento para a turma não pode ser privado.',
    });
    expect(await titles(u.professorA1.token)).not.toContain('Regra');
  });

  it('serves a personal iCalendar feed of what its user sees, until it is revoked', async () => {
    const { url } = await json<CalendarFeed>(await call('GET', '/api/cld_calendario/feed', u.alunoA1.token));
    expect(url).toMatch(FEED_URL);
    const path = feedPath(url);
    const response = await t.call('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'America/Sao_Paulo',
    );
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual((await titles(u.alunoA1.token)).sort());
    const trip = events.find((e) => e.summary === 'Passeio da A1')!;
    const listed = (await list(u.alunoA1.token)).find((e) => e.dscTitulo === 'Passeio da A1')!;
    expect(trip.startDate.toJSDate().toISOString()).toBe(new Date(listed.datEvento).toISOString());
    expect(trip.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(trip.startDate.hour).toBe(new Date(listed.datEvento).getUTCHours() - 3);

    const renewed = await json<CalendarFeed>(
      await call('POST', '/api/cld_calendario/feed/revogar', u.alunoA1.token),
    );
    expect(renewed.url).not.toBe(url);
    expect((await t.call('GET', path)).status).toBe(404);
    expect((await t.call('GET', feedPath(renewed.url))).status).toBe(200);
    const forged = path.replace(/[0-9a-f]{8}\.ics$/, '00000000.ics');
    expect((await t.call('GET', forged)).status).toBe(404);
    expect((await t.call('GET', '/api/cld_calendario/ical/nada.ics')).status).toBe(404);
  });

  describe('a feed ends with the sessions of its user', () => {
    let sequence = 0;
    /** A fresh user of school A / unit A1 (its sessions get ended here) and a token of it. */
    const newUser = async (profile: Profile = 6, turmas = [o.classes.a1]) => {
      const login = `CLFD-${String(++sequence).padStart(4, '0')}`;
      const { codBseUsuario } = await t.app.get(IdentityService).createUser(
        {
          cstLogin: login,
          password: FIXTURE_PASSWORD,
          nomUsuario: `Agenda ${login}`,
          codBsePerfil: profile,
          codBseEscola: o.schools.a,
          codBseUnidade: o.units.a1,
          turmas,
        },
        null,
      );
      return { id: codBseUsuario, login, token: await t.signIn(login, FIXTURE_PASSWORD) };
    };
    const feedOf = async (token: string) => {
      const response = await call('GET', '/api/cld_calendario/feed', token);
      expect(response.status).toBe(200);
      const { url } = await json<CalendarFeed>(response);
      expect(url).toMatch(FEED_URL);
      return url;
    };
    const served = async (url: string) => (await t.call('GET', feedPath(url))).status;
    const master = () => u.master.token;

    it('ends on a password change; the new session gets a new address', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      expect(await served(old)).toBe(200);
      const changed = await call('POST', '/api/bse_usuario/changePassword', user.token, {
        actualPassword: FIXTURE_PASSWORD,
        newPassword: 'nova-senha-1',
        confirmation: 'nova-senha-1',
      });
      expect(changed.status).toBe(200);
      const { access_token } = await json<{ access_token: string }>(changed);
      expect(await served(old)).toBe(404);
      const renewed = await feedOf(access_token);
      expect(renewed).not.toBe(old);
      expect(await served(renewed)).toBe(200);
    });

    it('ends on "Sair de todos os dispositivos", not on a single sign-out', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      const phone = await t.signIn(user.login, FIXTURE_PASSWORD);
      expect((await call('POST', '/api/auth/logout', phone, { everywhere: false })).status).toBe(200);
      expect(await served(old)).toBe(200);
      expect((await call('POST', '/api/auth/logout', user.token, { everywhere: true })).status).toBe(200);
      expect(await served(old)).toBe(404);
      const renewed = await feedOf(await t.signIn(user.login, FIXTURE_PASSWORD));
      expect(renewed).not.toBe(old);
      expect(await served(renewed)).toBe(200);
    });

    it('ends on a deactivation, and a reactivation does not bring the old address back', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      expect((await call('POST', `/api/bse_usuario/${user.id}/desativar`, master())).status).toBe(200);
      expect(await served(old)).toBe(404);
      expect((await call('POST', `/api/bse_usuario/${user.id}/reativar`, master())).status).toBe(200);
      expect(await served(old)).toBe(404);
      const renewed = await feedOf(await t.signIn(user.login, FIXTURE_PASSWORD));
      expect(renewed).not.toBe(old);
      expect(await served(renewed)).toBe(200);
      expect(await served(old)).toBe(404);
      // The ending follows from the events: replayed into fresh read models, it stands.
      for (const projection of [userSessionsProjection, calendarProjection])
        await rebuildProjection(t.db, t.store, projection);
      expect(await served(old)).toBe(404);
      expect(await served(renewed)).toBe(200);
    });

    it('keeps an address made before session versions while no session of its user ended', async () => {
      const user = await newUser();
      // The address the service made before decision 0037: `<user>-<feed version>-<hmac>`.
      const key = Buffer.from(
        hkdfSync('sha256', t.config.JWT_SECRET!, Buffer.alloc(0), 'school-platform calendar feed v1', 32),
      );
      const legacy = `/api/cld_calendario/ical/${user.id}-0-${createHmac('sha256', key).update(`${user.id}.0`).digest('hex')}.ics`;
      expect((await t.call('GET', legacy)).status).toBe(200);
      expect((await call('POST', '/api/auth/logout', user.token, { everywhere: true })).status).toBe(200);
      expect((await t.call('GET', legacy)).status).toBe(404);
    });

    it('ends on a deletion', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      expect((await call('DELETE', `/api/bse_usuario/${user.id}`, master())).status).toBe(200);
      expect(await served(old)).toBe(404);
    });

    it('ends on a move to another class, not on a change of name', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      const edit = (changes: object) =>
        call('PUT', `/api/bse_usuario/${user.id}`, master(), {
          codBseUsuario: user.id,
          cstLogin: user.login,
          nomUsuario: 'Aluno da agenda',
          codBsePerfil: 6,
          codBseEscola: o.schools.a,
          codBseUnidade: o.units.a1,
          arrayCodBseTurmas: [o.classes.a1],
          ...changes,
        });
      expect((await edit({ nomUsuario: 'Aluno renomeado' })).status).toBe(200);
      expect(await served(old)).toBe(200);
      expect((await edit({ arrayCodBseTurmas: [o.classes.a1b] })).status).toBe(200);
      expect(await served(old)).toBe(404);
      const renewed = await feedOf(await t.signIn(user.login, FIXTURE_PASSWORD));
      expect(await served(renewed)).toBe(200);
    });

    it('ends when a class takes the student out', async () => {
      const user = await newUser();
      const old = await feedOf(user.token);
      const path = `/api/bse_usuario_turma/${o.classes.a1}/${user.id}`;
      expect((await call('DELETE', path, u.coordenadorA1.token)).status).toBe(200);
      expect(await served(old)).toBe(404);
    });
  });

  it('never builds an address from the request’s Host or forwarded headers', async () => {
    const forged = await rawGet('/api/cld_calendario/feed', u.alunoA2.token, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    const { url } = JSON.parse(forged.body) as CalendarFeed;
    expect(url).toMatch(FEED_URL);
    expect(url).toBe(
      await json<CalendarFeed>(await call('GET', '/api/cld_calendario/feed', u.alunoA2.token)).then(
        (f) => f.url,
      ),
    );
    const revoked = await rawPost('/api/cld_calendario/feed/revogar', u.alunoA2.token, {
      host: 'evil.example',
    });
    expect(revoked.status).toBe(200);
    expect((JSON.parse(revoked.body) as CalendarFeed).url).toMatch(FEED_URL);
  });

  /** A request with headers fetch will not send as given (Host). */
  const raw = (method: string, path: string, token: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(t.url);
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: { authorization: `Bearer ${token}`, ...headers },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
  const rawGet = (path: string, token: string, headers: Record<string, string>) =>
    raw('GET', path, token, headers);
  const rawPost = (path: string, token: string, headers: Record<string, string>) =>
    raw('POST', path, token, headers);

  it('refuses the assistant and an anonymous caller', async () => {
    expect((await call('GET', '/api/cld_calendario', u.assistente.token)).status).toBe(403);
    expect((await call('POST', '/api/cld_calendario', u.assistente.token, event('Não'))).status).toBe(403);
    expect((await t.call('GET', '/api/cld_calendario')).status).toBe(401);
  });
});

/** The path of a feed address, to fetch from the test app (the public address is not this host). */
function feedPath(url: string): string {
  return new URL(url).pathname.replace(/^\/plataforma/, '');
}
