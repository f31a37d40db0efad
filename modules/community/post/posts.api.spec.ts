import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@school/modules/community';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAsDefault, json, refusal as error, XSS_CORPUS } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('news posts API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;

  const call = callAsDefault(
    () => t,
    () => master,
  );
  const posts = async (token = master) =>
    json<Post[]>(await call('GET', '/api/bse_postagem', undefined, token));
  const post = (dscPostagem: string, over: Record<string, unknown> = {}) => ({
    ctgPostagem: 'Eventos',
    dscPostagem,
    txtPostagem: `<p>Texto de <strong>${dscPostagem}</strong></p>`,
    ...over,
  });
  const publish = async (dscPostagem: string, over: Record<string, unknown> = {}) => {
    expect(await json(await call('POST', '/api/bse_postagem', post(dscPostagem, over)))).toBe(1);
    return (await posts()).find((p) => p.dscPostagem === dscPostagem)!.codBsePostagem;
  };

  beforeAll(async () => {
    t = await createTestApp('posts');
    o = await buildOrganization(t);
    master = o.users.master.token;
  });
  afterAll(() => t?.close());

  it('publishes, lists newest first without the body, reads one with it, edits and deletes', async () => {
    const first = await publish('Feira de ciências');
    const second = await publish('Reunião de pais', { ctgPostagem: 'Avisos' });
    const list = await posts();
    expect(list.slice(0, 2).map((p) => p.codBsePostagem)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      ctgPostagem: 'Avisos',
      dscPostagem: 'Reunião de pais',
      codUsuarioCriacao: 1,
    });
    expect(list[0]!.nomUsuarioCriacao).toBeTruthy();
    expect(list[0]).not.toHaveProperty('txtPostagem');
    expect(Date.parse(list[0]!.datCriacao)).toBeGreaterThan(Date.now() - 60_000);

    const one = await json<Post>(await call('GET', `/api/bse_postagem/${first}`));
    expect(one.txtPostagem).toBe('<p>Texto de <strong>Feira de ciências</strong></p>');

    const edited = post('Feira de ciências 2026', { txtPostagem: '<p>Nova data</p>' });
    expect(await json(await call('PUT', `/api/bse_postagem/${first}`, edited))).toBe(1);
    expect(await json<Post>(await call('GET', `/api/bse_postagem/${first}`))).toMatchObject({
      dscPostagem: 'Feira de ciências 2026',
      txtPostagem: '<p>Nova data</p>',
      codUsuarioCriacao: 1,
    });

    expect(await json(await call('DELETE', `/api/bse_postagem/${first}`))).toBe(1);
    expect((await call('GET', `/api/bse_postagem/${first}`)).status).toBe(404);
    expect((await posts()).map((p) => p.codBsePostagem)).not.toContain(first);
    expect((await call('PUT', `/api/bse_postagem/${first}`, edited)).status).toBe(404);
    expect((await call('DELETE', `/api/bse_postagem/${first}`)).status).toBe(404);
    expect((await call('DELETE', '/api/bse_postagem/abc')).status).toBe(404);
  });

  it('refuses a post with a field missing, blank or too long, with the spec message, and stores nothing', async () => {
    const before = await posts();
    const fillAll = { status: 400, message: 'Por favor, preencha todos os campos' };
    for (const over of [
      { ctgPostagem: '' },
      { ctgPostagem: '   ' },
      { dscPostagem: undefined },
      { txtPostagem: '' },
      { txtPostagem: '<p></p><p> </p>' },
      { txtPostagem: '<script>alert(1)</script>' },
    ])
      expect(await error(await call('POST', '/api/bse_postagem', post('Incompleta', over)))).toEqual(fillAll);
    expect(
      await error(await call('POST', '/api/bse_postagem', post('x', { ctgPostagem: 'c'.repeat(101) }))),
    ).toEqual({ status: 400, message: 'A categoria pode ter no máximo 100 caracteres.' });
    expect(await error(await call('POST', '/api/bse_postagem', post('t'.repeat(256))))).toEqual({
      status: 400,
      message: 'O título pode ter no máximo 255 caracteres.',
    });
    expect(
      await error(
        await call('POST', '/api/bse_postagem', post('Inglês', { ctgPostagem: '' }), master, {
          'accept-language': 'en',
        }),
      ),
    ).toEqual({ status: 400, message: 'Please fill in every field' });
    expect(await posts()).toEqual(before);
  });

  it('answers a retried publish once: the same idempotency key does not duplicate it', async () => {
    const headers = { 'idempotency-key': 'post-retry-1' };
    const body = post('Publicada uma vez');
    expect(await json(await call('POST', '/api/bse_postagem', body, master, headers))).toBe(1);
    expect(await json(await call('POST', '/api/bse_postagem', body, master, headers))).toBe(1);
    expect((await posts()).filter((p) => p.dscPostagem === 'Publicada uma vez')).toHaveLength(1);
  });

  it('stores the body through the allow-list: an XSS corpus comes back inert', async () => {
    const corpus = XSS_CORPUS;
    const ids: number[] = [];
    for (const [i, txtPostagem] of corpus.entries())
      ids.push(await publish(`XSS ${i}`, { txtPostagem, ctgPostagem: '<b onmouseover=alert(1)>Cat</b>' }));
    for (const id of ids) {
      const { txtPostagem, ctgPostagem } = await json<Post>(await call('GET', `/api/bse_postagem/${id}`));
      expect(txtPostagem).not.toMatch(/<script|<img|<svg|<iframe|\son[a-z]+=|javascript:|style=/i);
      // Category and title are plain text: kept as typed, shown as text by the client.
      expect(ctgPostagem).toBe('<b onmouseover=alert(1)>Cat</b>');
    }
    expect((await json<Post>(await call('GET', `/api/bse_postagem/${ids.at(-1)}`))).txtPostagem).toBe(
      '<p>estilo</p><a href="https://escola.example" target="_blank" rel="noopener noreferrer nofollow">fonte</a>',
    );
  });

  it('lets the menu’s profiles read, only the Master write, and refuses the others', async () => {
    const id = await publish('Para todos');
    for (const user of [o.users.gestorA, o.users.diretorB1, o.users.coordenadorA1, o.users.professorB1]) {
      expect((await posts(user.token)).map((p) => p.codBsePostagem)).toContain(id);
      expect((await call('GET', `/api/bse_postagem/${id}`, undefined, user.token)).status).toBe(200);
      expect((await call('POST', '/api/bse_postagem', post('Não'), user.token)).status).toBe(403);
      expect((await call('PUT', `/api/bse_postagem/${id}`, post('Não'), user.token)).status).toBe(403);
      expect((await call('DELETE', `/api/bse_postagem/${id}`, undefined, user.token)).status).toBe(403);
    }
    for (const user of [o.users.alunoA1, o.users.assistente])
      expect((await call('GET', '/api/bse_postagem', undefined, user.token)).status).toBe(403);
    expect((await t.call('GET', '/api/bse_postagem')).status).toBe(401);
    expect((await call('GET', `/api/bse_postagem/${id}`)).status).toBe(200);
  });
});
