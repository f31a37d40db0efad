import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trail } from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import type { ErrorBody } from '@school/backend/test/api';

describe('trails API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;

  const trails = async (token = master) =>
    (await (await t.call('GET', '/api/trl_livro', { token })).json()) as Trail[];
  const create = async (dscTitulo: string) => {
    const response = await t.call('POST', '/api/trl_livro', {
      token: master,
      body: { dscTitulo, codBseTurma: 3 },
    });
    expect([response.status, await response.json()]).toEqual([200, 1]);
    return (await trails()).find((tr) => tr.dscTitulo === dscTitulo.trim())!;
  };

  beforeAll(async () => {
    t = await createTestApp('trails');
    o = await buildOrganization(t);
    master = o.users.master.token;
  });
  afterAll(() => t.close());

  it('creates trails at the end of the catalogue; the legacy class and year fields are null', async () => {
    const first = await create('Matemática');
    const second = await create('  Português ');
    expect(first).toEqual({
      codTrlLivro: expect.any(Number),
      dscTitulo: 'Matemática',
      numSequencia: first.codTrlLivro,
      indAtivo: 'N',
      codBseTurma: null,
      codTrlAno: null,
    });
    expect((await trails()).map((tr) => tr.dscTitulo)).toEqual(['Matemática', 'Português']);
    expect(second.numSequencia).toBeGreaterThan(first.numSequencia);
    const one = await t.call('GET', `/api/trl_livro/${first.codTrlLivro}`, { token: master });
    expect(await one.json()).toEqual(first);
    const all = await t.call('GET', '/api/trl_livro/all/-1', { token: master });
    expect(await all.json()).toEqual(await trails());
    const [event] = await t.store.readStream(`trail-${first.codTrlLivro}`);
    expect(event).toMatchObject({ type: 'TrailCreated', metadata: { actorId: 1, actorProfile: 1 } });
  });

  it('refuses an empty or too long title with the spec’s message, storing nothing', async () => {
    const before = await trails();
    const empty = await t.call('POST', '/api/trl_livro', { token: master, body: { dscTitulo: '  ' } });
    expect([empty.status, ((await empty.json()) as ErrorBody).errors]).toEqual([
      400,
      [
        {
          field: 'dscTitulo',
          code: 'trail.fieldsRequired',
          message: 'É necessário preencher todos os campos antes de enviar.',
        },
      ],
    ]);
    const long = await t.call('POST', '/api/trl_livro', {
      token: master,
      body: { dscTitulo: 'x'.repeat(101) },
      headers: { 'accept-language': 'en' },
    });
    expect(((await long.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'The title can have at most 100 characters.',
    ]);
    expect(await trails()).toEqual(before);
  });

  it('renames and activates a trail; an unknown trail is 404', async () => {
    const trail = (await trails())[1]!;
    const renamed = await t.call('PUT', `/api/trl_livro/${trail.codTrlLivro}`, {
      token: master,
      body: { ...trail, dscTitulo: 'Língua Portuguesa' },
    });
    expect(await renamed.json()).toBe(1);
    const activated = await t.call('PUT', `/api/trl_livro/ativarLivro/${trail.codTrlLivro}`, {
      token: master,
    });
    expect(await activated.json()).toBe(1);
    expect((await trails())[1]).toMatchObject({ dscTitulo: 'Língua Portuguesa', indAtivo: 'S' });
    for (const [method, path] of [
      ['GET', '/api/trl_livro/9999'],
      ['PUT', '/api/trl_livro/ativarLivro/9999'],
      ['DELETE', '/api/trl_livro/9999'],
    ] as const)
      expect((await t.call(method, path, { token: master })).status).toBe(404);
    const missing = await t.call('PUT', '/api/trl_livro/9999', { token: master, body: { dscTitulo: 'X' } });
    expect(missing.status).toBe(404);
  });

  it('swaps two trails’ places (inverterLivros), as ids or as trails', async () => {
    const [a, b] = await trails();
    const swapped = await t.call('PUT', '/api/trl_livro/inverterLivros/x', {
      token: master,
      body: { livro1: a, livro2: b!.codTrlLivro },
    });
    expect(await swapped.json()).toBe(1);
    const after = await trails();
    expect(after.map((tr) => [tr.codTrlLivro, tr.numSequencia])).toEqual([
      [b!.codTrlLivro, a!.numSequencia],
      [a!.codTrlLivro, b!.numSequencia],
    ]);
    const self = await t.call('PUT', '/api/trl_livro/inverterLivros/x', {
      token: master,
      body: { livro1: a!.codTrlLivro, livro2: a!.codTrlLivro },
    });
    expect([self.status, ((await self.json()) as ErrorBody).code]).toEqual([400, 'trail.swapSame']);
    const missing = await t.call('PUT', '/api/trl_livro/inverterLivros/x', {
      token: master,
      body: { livro1: a!.codTrlLivro, livro2: 9999 },
    });
    expect(missing.status).toBe(404);
  });

  it('two concurrent swaps of the catalogue are both kept, without a doubled place', async () => {
    const c = await create('Ciências');
    const [a, b] = await trails();
    const results = await Promise.all([
      t.call('PUT', '/api/trl_livro/inverterLivros/x', {
        token: master,
        body: { livro1: a!.codTrlLivro, livro2: b!.codTrlLivro },
      }),
      t.call('PUT', '/api/trl_livro/inverterLivros/x', {
        token: master,
        body: { livro1: b!.codTrlLivro, livro2: c.codTrlLivro },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const places = (await trails()).map((tr) => tr.numSequencia);
    expect(new Set(places).size).toBe(3);
    expect(await t.store.readStream('trail-catalogue')).toHaveLength(3);
  });

  it('refuses to delete a trail with chapters; deletes one without', async () => {
    const trail = await create('Com capítulo');
    await t.call('POST', '/api/trl_capitulo', {
      token: master,
      body: { dscTitulo: 'Um', codTrlLivro: trail.codTrlLivro },
    });
    const refused = await t.call('DELETE', `/api/trl_livro/${trail.codTrlLivro}`, { token: master });
    expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
      409,
      'Esta trilha tem capítulos. Apague os capítulos antes de apagar a trilha.',
    ]);
    const empty = await create('Sem capítulo');
    const deleted = await t.call('DELETE', `/api/trl_livro/${empty.codTrlLivro}`, { token: master });
    expect(await deleted.json()).toBe(1);
    expect((await t.call('GET', `/api/trl_livro/${empty.codTrlLivro}`, { token: master })).status).toBe(404);
  });

  it('lets the Professor read trails, and nothing more; refuses other profiles', async () => {
    const professor = o.users.professorA1.token;
    const trail = (await trails())[0]!;
    expect((await t.call('GET', '/api/trl_livro', { token: professor })).status).toBe(200);
    expect((await t.call('GET', `/api/trl_livro/${trail.codTrlLivro}`, { token: professor })).status).toBe(
      200,
    );
    const writes = [
      ['POST', '/api/trl_livro', { dscTitulo: 'X' }],
      ['PUT', `/api/trl_livro/${trail.codTrlLivro}`, { dscTitulo: 'X' }],
      ['DELETE', `/api/trl_livro/${trail.codTrlLivro}`, undefined],
      ['PUT', `/api/trl_livro/ativarLivro/${trail.codTrlLivro}`, undefined],
      ['PUT', '/api/trl_livro/inverterLivros/x', { livro1: 1, livro2: 2 }],
    ] as const;
    for (const [method, path, body] of writes) {
      const response = await t.call(method, path, { token: professor, body });
      expect([path, response.status]).toEqual([path, 403]);
    }
    for (const profile of [2, 3, 4, 6, 7] as const) {
      const token = o.viewers[profile].token;
      expect((await t.call('GET', '/api/trl_livro', { token })).status).toBe(403);
      expect((await t.call('GET', '/api/trl_livro/all/-1', { token })).status).toBe(403);
      const write = await t.call('POST', '/api/trl_livro', { token, body: { dscTitulo: 'X' } });
      expect([write.status, ((await write.json()) as ErrorBody).code]).toEqual([403, 'generic.forbidden']);
    }
    expect((await t.call('GET', '/api/trl_livro')).status).toBe(401);
    expect((await trails()).map((tr) => tr.dscTitulo)).not.toContain('X');
  });
});
