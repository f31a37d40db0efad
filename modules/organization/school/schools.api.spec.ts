import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/test/api';

describe('schools API', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('schools');
    token = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await (await t.call('GET', `/api/bse_escola${query}`, { token })).json()) as {
      codBseEscola: number;
      nomEscola: string;
      cstTxtPrefixoLogin: string;
    }[];

  it('starts with the protected main school', async () => {
    expect(await list()).toEqual([expect.objectContaining({ codBseEscola: 1, cstTxtPrefixoLogin: 'RD' })]);
  });

  it('creates, renames and deletes a school, each change visible in the very next GET', async () => {
    const created = await t.call('POST', '/api/bse_escola', {
      token,
      body: {
        nomEscola: 'Escola São José',
        cstTxtPrefixoLogin: 'sj',
        codBseEndereco: null,
        codUsuarioCriacao: 1,
      },
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toBe(1);
    expect(created.headers.get('x-read-model')).toBe('settled');

    const [school] = await list('?search=sao jose');
    expect(school).toMatchObject({ nomEscola: 'Escola São José', cstTxtPrefixoLogin: 'SJ' });
    const id = school!.codBseEscola;

    const renamed = await t.call('PUT', `/api/bse_escola/${id}`, {
      token,
      body: { nomEscola: 'Escola São José do Norte', codBseEndereco: null, codBseEscola: id },
    });
    expect(await renamed.json()).toBe(1);
    const one = await (await t.call('GET', `/api/bse_escola/${id}`, { token })).json();
    expect(one).toMatchObject({
      codBseEscola: id,
      nomEscola: 'Escola São José do Norte',
      cstTxtPrefixoLogin: 'SJ',
      codUsuarioCriacao: 1,
    });

    const deleted = await t.call('DELETE', `/api/bse_escola/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', `/api/bse_escola/${id}`, { token })).status).toBe(404);
    expect((await list()).map((s) => s.codBseEscola)).toEqual([1]);

    // The prefix of a deleted school is free again.
    const reused = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Outra', cstTxtPrefixoLogin: 'SJ' },
    });
    expect(await reused.json()).toBe(1);
  });

  it('refuses a prefix already in use with 400 "Prefixo já existente." and appends nothing', async () => {
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Azul', cstTxtPrefixoLogin: 'AZ' },
    });
    const head = await t.store.headPosition();
    const response = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Anil', cstTxtPrefixoLogin: 'az' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('Prefixo já existente.');
    expect(await t.store.headPosition()).toBe(head);
    expect((await list()).some((s) => s.nomEscola === 'Escola Anil')).toBe(false);
  });

  it('answers 0 ("Escola já cadastrado.") for a name already registered, ignoring case and accents', async () => {
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Colégio Verde', cstTxtPrefixoLogin: 'CV' },
    });
    const again = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'colegio verde', cstTxtPrefixoLogin: 'CW' },
    });
    expect(await again.json()).toBe(0);
  });

  it('lists every field error with the spec messages, in the caller’s language', async () => {
    const empty = await t.call('POST', '/api/bse_escola', { token, body: {} });
    const body = (await empty.json()) as ErrorBody;
    expect(empty.status).toBe(400);
    expect(body.message).toBe('Informações inválidas.');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'nomEscola', message: 'Por favor, preencha o campo Nome.' }),
        expect.objectContaining({
          field: 'cstTxtPrefixoLogin',
          message: 'Por favor, preencha o campo Prefixo.',
        }),
      ]),
    );
    const english = await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'X', cstTxtPrefixoLogin: 'A1B' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(((await english.json()) as ErrorBody).errors).toEqual([
      expect.objectContaining({
        field: 'cstTxtPrefixoLogin',
        message: 'The prefix must be 2 upper-case letters.',
      }),
    ]);
    const spanish = await t.call('POST', '/api/bse_escola', {
      token,
      body: {},
      headers: { 'accept-language': 'es' },
    });
    expect(((await spanish.json()) as ErrorBody).message).toBe('Información inválida.');
  });

  it('keeps the prefix locked on edit', async () => {
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Prefixo', cstTxtPrefixoLogin: 'PF' },
    });
    const [school] = await list('?search=escola prefixo');
    const response = await t.call('PUT', `/api/bse_escola/${school!.codBseEscola}`, {
      token,
      body: { nomEscola: 'Escola Prefixo', cstTxtPrefixoLogin: 'QQ' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe('O prefixo não pode ser alterado.');
  });

  it('never changes or deletes school 1', async () => {
    const put = await t.call('PUT', '/api/bse_escola/1', { token, body: { nomEscola: 'Outro nome' } });
    const del = await t.call('DELETE', '/api/bse_escola/1', { token });
    expect([put.status, del.status]).toEqual([403, 403]);
    expect((await list()).find((s) => s.codBseEscola === 1)?.nomEscola).toBe('Rede de Escolas');
  });

  it('refuses to delete a school that has users, with the spec message', async () => {
    // The Master belongs to school 1; a school with a user needs one: create it through the identity service.
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Povoada', cstTxtPrefixoLogin: 'PV' },
    });
    const [school] = await list('?search=povoada');
    const { IdentityService } = await import('@school/modules/identity/server');
    await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'PVMT-0001',
        password: 'senha-123',
        nomUsuario: 'Gestora',
        codBsePerfil: 2,
        codBseEscola: school!.codBseEscola,
        codBseUnidade: null,
        turmas: [],
      },
      null,
    );
    const response = await t.call('DELETE', `/api/bse_escola/${school!.codBseEscola}`, { token });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    );
  });

  it('answers a JSON 404 for unknown ids and unknown routes, never a stack trace', async () => {
    const unknown = await t.call('GET', '/api/bse_escola/999999', { token });
    expect(unknown.status).toBe(404);
    const route = await t.call('GET', '/api/nao-existe', { token });
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({
      status: 404,
      code: 'generic.routeNotFound',
      message: 'A página solicitada não foi encontrada.',
    });
    const garbage = await fetch(`${t.url}/api/bse_escola`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"nomEscola": ',
    });
    expect(garbage.status).toBe(400);
    expect(JSON.stringify(await garbage.json())).not.toMatch(/at .*\.js/);
  });

  it('replays an Idempotency-Key retry with the first answer and appends nothing', async () => {
    const request = {
      token,
      body: { nomEscola: 'Escola Idempotente', cstTxtPrefixoLogin: 'ID' },
      headers: { 'idempotency-key': 'create-escola-idempotente' },
    };
    const first = await t.call('POST', '/api/bse_escola', request);
    expect(await first.json()).toBe(1);
    const head = await t.store.headPosition();
    const second = await t.call('POST', '/api/bse_escola', request);
    expect(second.status).toBe(200);
    expect(await second.json()).toBe(1);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.store.headPosition()).toBe(head);
  });

  it('records who did what in the event metadata', async () => {
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Auditada', cstTxtPrefixoLogin: 'AU' },
      headers: { 'user-agent': 'vitest-agent', 'x-correlation-id': 'corr-123' },
    });
    const [school] = await list('?search=auditada');
    const [event] = await t.store.readStream(`school-${school!.codBseEscola}`);
    expect(event!.metadata).toMatchObject({
      actorId: 1,
      actorProfile: 1,
      correlationId: 'corr-123',
      userAgent: 'vitest-agent',
    });
    expect(event!.metadata.ip).toBeTruthy();
  });

  it('turns a concurrent edit into one success per decision, never a lost update', async () => {
    await t.call('POST', '/api/bse_escola', {
      token,
      body: { nomEscola: 'Escola Disputada', cstTxtPrefixoLogin: 'DS' },
    });
    const [school] = await list('?search=disputada');
    const id = school!.codBseEscola;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('PUT', `/api/bse_escola/${id}`, { token, body: { nomEscola: `Escola Disputada ${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const events = await t.store.readStream(`school-${id}`);
    expect(events.length - 1).toBe(statuses.filter((s) => s === 200).length);
    const conflict = results.find((r) => r.status === 409);
    if (conflict) expect(((await conflict.json()) as ErrorBody).code).toBe('generic.conflict');
  });
});
