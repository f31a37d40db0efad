import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, Trail } from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('chapters API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let trail: number;
  let other: number;

  const newTrail = async (dscTitulo: string) => {
    await t.call('POST', '/api/trl_livro', { token: master, body: { dscTitulo } });
    const all = (await (await t.call('GET', '/api/trl_livro', { token: master })).json()) as Trail[];
    return all.find((tr) => tr.dscTitulo === dscTitulo)!.codTrlLivro;
  };
  const chapters = async (codTrlLivro = trail, token = master) =>
    (await (
      await t.call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${codTrlLivro}`, { token })
    ).json()) as Chapter[];
  const post = (dscTitulo: string, codTrlLivro = trail) =>
    t.call('POST', '/api/trl_capitulo', { token: master, body: { dscTitulo, codTrlLivro } });
  const swap = (capitulo1: unknown, capitulo2: unknown) =>
    t.call('PUT', '/api/trl_capitulo/inverterCapitulos/x', { token: master, body: { capitulo1, capitulo2 } });

  beforeAll(async () => {
    // A limit of 4 chapters per trail, so that the falsy answer is reached.
    t = await createTestApp('chapters', { CONTENT_MAX_CHAPTERS_PER_TRAIL: '4' });
    o = await buildOrganization(t);
    master = o.users.master.token;
    trail = await newTrail('Matemática');
    other = await newTrail('Português');
  });
  afterAll(() => t.close());

  it('creates chapters numbered from 1 in their trail', async () => {
    for (const title of ['Números', 'Frações', 'Decimais']) {
      const response = await post(title);
      expect([response.status, await response.json()]).toEqual([200, 1]);
    }
    expect(await post('Letras', other).then((r) => r.json())).toBe(1);
    const list = await chapters();
    expect(list.map((c) => [c.dscTitulo, c.numSequencia])).toEqual([
      ['Números', 1],
      ['Frações', 2],
      ['Decimais', 3],
    ]);
    expect(list[0]).toEqual({
      codTrlCapitulo: expect.any(Number),
      dscTitulo: 'Números',
      codTrlLivro: trail,
      numSequencia: 1,
    });
    expect((await chapters(other)).map((c) => c.numSequencia)).toEqual([1]);
    const one = await t.call('GET', `/api/trl_capitulo/${list[1]!.codTrlCapitulo}`, { token: master });
    expect(await one.json()).toEqual(list[1]);
    const all = (await (await t.call('GET', '/api/trl_capitulo', { token: master })).json()) as Chapter[];
    expect(all).toHaveLength(4);
  });

  it('answers 0 (falsy) beyond the configured limit, appending nothing', async () => {
    expect(await post('Medidas').then((r) => r.json())).toBe(1);
    const events = (await t.store.readStream(`trail-${trail}`)).length;
    const beyond = await post('Geometria');
    expect([beyond.status, await beyond.json()]).toEqual([200, 0]);
    expect(await t.store.readStream(`trail-${trail}`)).toHaveLength(events);
    expect(await chapters()).toHaveLength(4);
  });

  it('refuses an empty or too long title, a missing trail, and an unknown trail', async () => {
    const empty = await t.call('POST', '/api/trl_capitulo', {
      token: master,
      body: { dscTitulo: '', codTrlLivro: other },
    });
    expect(((await empty.json()) as ErrorBody).errors).toEqual([
      {
        field: 'dscTitulo',
        code: 'trail.fieldsRequired',
        message: 'É necessário preencher todos os campos antes de enviar.',
      },
    ]);
    const long = await t.call('POST', '/api/trl_capitulo', {
      token: master,
      body: { dscTitulo: 'x'.repeat(101) },
      headers: { 'accept-language': 'es' },
    });
    expect(((await long.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'El título puede tener como máximo 100 caracteres.',
      'Seleccione una ruta.',
    ]);
    expect((await post('Órfão', 9999)).status).toBe(404);
    expect(
      (await t.call('GET', '/api/trl_capitulo/pegarCapitulosDoLivro/9999', { token: master })).status,
    ).toBe(404);
    expect(await chapters(other)).toHaveLength(1);
  });

  it('renames a chapter; an unknown chapter is 404', async () => {
    const [first] = await chapters();
    const renamed = await t.call('PUT', `/api/trl_capitulo/${first!.codTrlCapitulo}`, {
      token: master,
      body: { ...first, dscTitulo: 'Números naturais' },
    });
    expect(await renamed.json()).toBe(1);
    expect((await chapters())[0]).toEqual({ ...first, dscTitulo: 'Números naturais' });
    const [event] = await t.store.readStream(`chapter-${first!.codTrlCapitulo}`);
    expect(event).toMatchObject({ type: 'ChapterRenamed' });
    const missing = await t.call('PUT', '/api/trl_capitulo/9999', {
      token: master,
      body: { dscTitulo: 'X' },
    });
    expect(missing.status).toBe(404);
    expect((await t.call('GET', '/api/trl_capitulo/9999', { token: master })).status).toBe(404);
  });

  it('swaps two chapters’ sequence numbers in one event on the trail’s stream', async () => {
    const [a, b] = await chapters();
    const before = (await t.store.readStream(`trail-${trail}`)).length;
    const swapped = await swap(a, b!.codTrlCapitulo);
    expect(await swapped.json()).toBe(1);
    const after = await t.store.readStream(`trail-${trail}`);
    expect(after.slice(before).map((e) => e.type)).toEqual(['ChaptersSwapped']);
    expect((await chapters()).map((c) => [c.codTrlCapitulo, c.numSequencia])).toEqual([
      [b!.codTrlCapitulo, 1],
      [a!.codTrlCapitulo, 2],
      [expect.any(Number), 3],
      [expect.any(Number), 4],
    ]);
  });

  it('refuses a swap across trails or with itself; an unknown chapter is 404', async () => {
    const [a] = await chapters();
    const [elsewhere] = await chapters(other);
    const across = await swap(a!.codTrlCapitulo, elsewhere!.codTrlCapitulo);
    expect([across.status, ((await across.json()) as ErrorBody).code]).toEqual([
      400,
      'chapter.swapSameTrail',
    ]);
    expect((await swap(a!.codTrlCapitulo, a!.codTrlCapitulo)).status).toBe(400);
    expect((await swap(9999, a!.codTrlCapitulo)).status).toBe(404);
    expect((await swap(a!.codTrlCapitulo, undefined)).status).toBe(400);
  });

  it('keeps every one of concurrent reorders of one trail, with no doubled number and no 409', async () => {
    const [a, b, c, d] = await chapters();
    const results = await Promise.all([
      swap(a!.codTrlCapitulo, b!.codTrlCapitulo),
      swap(c!.codTrlCapitulo, d!.codTrlCapitulo),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await chapters()).map((x) => x.codTrlCapitulo)).toEqual([
      b!.codTrlCapitulo,
      a!.codTrlCapitulo,
      d!.codTrlCapitulo,
      c!.codTrlCapitulo,
    ]);
    // Overlapping swaps (both move b): each is decided on the numbers the other left.
    const overlap = await Promise.all([
      swap(b!.codTrlCapitulo, a!.codTrlCapitulo),
      swap(b!.codTrlCapitulo, d!.codTrlCapitulo),
    ]);
    expect(overlap.map((r) => r.status)).toEqual([200, 200]);
    expect((await chapters()).map((x) => x.numSequencia)).toEqual([1, 2, 3, 4]);
    // A dozen at once: each is decided again until it lands (decision 0048), none is refused.
    const ids = (await chapters()).map((x) => x.codTrlCapitulo);
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? swap(ids[0], ids[1]) : swap(ids[2], ids[3]))),
    );
    expect(many.map((r) => r.status)).toEqual(Array(12).fill(200));
    // Each pair swapped six times: back where it was.
    expect((await chapters()).map((x) => x.codTrlCapitulo)).toEqual(ids);
  });

  it('deletes a chapter: the others keep their numbers, the next one goes after the highest', async () => {
    const list = await chapters();
    const deleted = await t.call('DELETE', `/api/trl_capitulo/${list[0]!.codTrlCapitulo}`, { token: master });
    expect(await deleted.json()).toBe(1);
    expect((await chapters()).map((c) => c.numSequencia)).toEqual([2, 3, 4]);
    expect(await post('Medidas de novo').then((r) => r.json())).toBe(1);
    expect((await chapters()).map((c) => c.numSequencia)).toEqual([2, 3, 4, 5]);
    expect(
      (await t.call('DELETE', `/api/trl_capitulo/${list[0]!.codTrlCapitulo}`, { token: master })).status,
    ).toBe(404);
  });

  it("lets the school staff read the catalogue's chapters, view-only; refuses the Aluno and the Assistente", async () => {
    const professor = o.users.professorA1.token;
    const [first] = await chapters();
    expect(await chapters(trail, professor)).toEqual(await chapters());
    expect(
      (await t.call('GET', `/api/trl_capitulo/${first!.codTrlCapitulo}`, { token: professor })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/trl_capitulo', { token: professor })).status).toBe(200);
    const writes = [
      ['POST', '/api/trl_capitulo', { dscTitulo: 'X', codTrlLivro: trail }],
      ['PUT', `/api/trl_capitulo/${first!.codTrlCapitulo}`, { dscTitulo: 'X' }],
      ['DELETE', `/api/trl_capitulo/${first!.codTrlCapitulo}`, undefined],
      ['PUT', '/api/trl_capitulo/inverterCapitulos/x', { capitulo1: 1, capitulo2: 2 }],
    ] as const;
    for (const profile of [2, 3, 4, 5] as const)
      for (const [method, path, body] of writes) {
        const token = o.viewers[profile].token;
        expect([path, (await t.call(method, path, { token, body })).status]).toEqual([path, 403]);
      }
    for (const profile of [6, 7] as const) {
      const token = o.viewers[profile].token;
      expect(
        (await t.call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail}`, { token })).status,
      ).toBe(403);
      expect((await t.call('GET', `/api/trl_capitulo/${first!.codTrlCapitulo}`, { token })).status).toBe(403);
      expect(
        (await t.call('POST', '/api/trl_capitulo', { token, body: { dscTitulo: 'X', codTrlLivro: trail } }))
          .status,
      ).toBe(403);
    }
    expect((await chapters()).map((c) => c.dscTitulo)).not.toContain('X');
  });
});
