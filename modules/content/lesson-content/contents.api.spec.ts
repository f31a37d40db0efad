import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assembly, Chapter, Character, Content, Lesson, Subject, Trail } from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { callAsDefault, json } from '@school/backend/test/api';
import { fixturePath } from '@school/backend/test/fixtures';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('contents API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let lesson: number;
  let otherLesson: number;
  let character: Character;
  let assembly: Assembly;

  const contents = async (codTrlAula = lesson, token = master) =>
    json<Content[]>(await t.call('GET', `/api/trl_conteudo/conteudosDaAula/${codTrlAula}`, { token }));
  const call = callAsDefault(
    () => t,
    () => master,
  );
  const messages = async (response: Response) =>
    ((await response.json()) as ErrorBody).errors?.map((e) => e.message);
  const image = (
    path: string,
    fields: Record<string, string>,
    file?: { name: string; bytes: Uint8Array },
    method = 'POST',
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([file.bytes]), file.name);
    return fetch(`${t.url}${path}`, { method, body: form, headers: { authorization: `Bearer ${master}` } });
  };
  const fixture = async (name: string) => ({ name, bytes: await readFile(fixturePath(`images/${name}`)) });

  beforeAll(async () => {
    t = await createTestApp('contents');
    o = await buildOrganization(t);
    master = o.users.master.token;
    await call('POST', '/api/trl_livro', { dscTitulo: 'Ciências' });
    const [trail] = await json<Trail[]>(await call('GET', '/api/trl_livro'));
    await call('POST', '/api/trl_capitulo', { dscTitulo: 'Água', codTrlLivro: trail!.codTrlLivro });
    const [chapter] = await json<Chapter[]>(
      await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`),
    );
    const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia'));
    const body = { codTrlCapitulo: chapter!.codTrlCapitulo, codTrlMateria: subject!.codTrlMateria };
    lesson = (await json<Lesson>(await call('POST', '/api/trl_aula', { ...body, dscTitulo: 'Ciclo' })))
      .codTrlAula;
    otherLesson = (await json<Lesson>(await call('POST', '/api/trl_aula', { ...body, dscTitulo: 'Chuva' })))
      .codTrlAula;
    [character] = await json<Character[]>(await call('GET', '/api/trl_personagem'));
    [assembly] = await json<Assembly[]>(await call('GET', '/api/trl_montagem'));
  });
  afterAll(() => t.close());

  it('creates a text content with its detail in one event, and by the legacy two calls', async () => {
    const one = await call('POST', '/api/trl_conteudo_texto', {
      codTrlAula: lesson,
      dscTitulo: 'Intro',
      dscTexto: 'A água.',
    });
    expect(await one.json()).toEqual({
      codTrlConteudo: expect.any(Number),
      codTrlAula: lesson,
      codTrlTipoConteudo: 1,
      numSequencia: 1,
    });
    const created = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo', { codTrlAula: lesson, codTrlTipoConteudo: 1 }),
    );
    expect(
      await json(
        await call('POST', '/api/trl_conteudo_texto', {
          codTrlConteudo: created.codTrlConteudo,
          dscTexto: 'Segundo',
        }),
      ),
    ).toBe(1);
    const events = await t.store.readStream(`lesson-${lesson}`);
    expect(events.map((e) => e.type)).toEqual(['ContentCreated', 'ContentCreated']);
    expect((await t.store.readStream(`content-${created.codTrlConteudo}`)).map((e) => e.type)).toEqual([
      'ContentDetailSet',
    ]);
    const list = await contents();
    expect(list[0]).toMatchObject({
      numSequencia: 1,
      codTrlTipoConteudo: 1,
      nomTipo: expect.any(String),
      dscTitulo: 'Intro',
      dscTexto: 'A água.',
    });
    expect(list[1]).toMatchObject({ numSequencia: 2, dscTexto: 'Segundo' });
    expect(
      await json(
        await call('GET', `/api/trl_conteudo_texto/loadInfoConteudoTexto/${created.codTrlConteudo}`),
      ),
    ).toEqual({
      codTrlConteudoTexto: created.codTrlConteudo,
      codTrlConteudo: created.codTrlConteudo,
      dscTitulo: '',
      dscTexto: 'Segundo',
    });
    expect(await json(await call('GET', `/api/trl_conteudo/${created.codTrlConteudo}`))).toEqual(list[1]);
  });

  it('refuses a missing type, an unknown type, a missing or long text and a long title', async () => {
    const before = await contents();
    expect(await messages(await call('POST', '/api/trl_conteudo', { codTrlAula: lesson }))).toEqual([
      'Selecione um tipo de conteúdo.',
    ]);
    expect(
      await messages(await call('POST', '/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: '' })),
    ).toEqual(['Informe um texto.']);
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_texto', {
          codTrlAula: lesson,
          dscTitulo: 'x'.repeat(51),
          dscTexto: 'y'.repeat(3001),
        }),
      ),
    ).toEqual(['O título pode ter no máximo 50 caracteres.', 'O texto pode ter no máximo 3000 caracteres.']);
    expect((await call('POST', '/api/trl_conteudo_texto', { dscTexto: 'Sem destino' })).status).toBe(400);
    expect((await call('POST', '/api/trl_conteudo_texto', { codTrlAula: 9999, dscTexto: 'X' })).status).toBe(
      404,
    );
    const [text] = before;
    const mismatch = await call('POST', '/api/trl_conteudo_video', {
      codTrlConteudo: text!.codTrlConteudo,
      dscLink: 'https://youtu.be/x',
    });
    expect(((await mismatch.json()) as ErrorBody).code).toBe('content.typeMismatch');
    expect(await contents()).toEqual(before);
  });

  it('stores an image content through the files flow; refuses no image and a wrong format', async () => {
    const created = await image(
      '/api/trl_conteudo_imagem',
      { codTrlAula: String(lesson), dscTitulo: 'Paisagem' },
      await fixture('Landscape_5.jpg'),
    );
    expect(created.status).toBe(200);
    const { codTrlConteudo } = (await created.json()) as { codTrlConteudo: number };
    const info = await json<{ dscImagem: string; dscTitulo: string }>(
      await call('GET', `/api/trl_conteudo_imagem/loadInfoConteudoImagem/${codTrlConteudo}`),
    );
    expect(info).toMatchObject({
      dscTitulo: 'Paisagem',
      dscImagem: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
    });
    expect((await contents()).at(-1)).toMatchObject({ codTrlTipoConteudo: 2, dscImagem: info.dscImagem });
    const missing = await image('/api/trl_conteudo_imagem', {
      codTrlAula: String(lesson),
      dscTitulo: 'Nada',
    });
    expect([missing.status, await messages(missing)]).toEqual([400, ['Selecione uma imagem.']]);
    const wrong = await image(
      '/api/trl_conteudo_imagem',
      { codTrlAula: String(lesson) },
      {
        name: 'x.png',
        bytes: new TextEncoder().encode('not an image at all'),
      },
    );
    expect(wrong.status).toBe(400);
    const retitled = await image(
      `/api/trl_conteudo_imagem/${codTrlConteudo}`,
      { dscTitulo: 'Montanha' },
      undefined,
      'PUT',
    );
    expect(await retitled.json()).toBe(1);
    expect(
      await json(await call('GET', `/api/trl_conteudo_imagem/loadInfoConteudoImagem/${codTrlConteudo}`)),
    ).toMatchObject({
      dscTitulo: 'Montanha',
      dscImagem: info.dscImagem,
    });
    // The Professor may read the image its content uses.
    const professor = o.users.professorA1.token;
    const served = await t.call('GET', info.dscImagem, { token: professor });
    expect([200, 202]).toContain(served.status);
  });

  it('creates a dialogue of 1 to 12 entries with catalogue characters, with the spec’s messages', async () => {
    const entry = { codTrlPersonagem: character.codTrlPersonagem, dscTexto: 'Olá!' };
    const created = await call('POST', '/api/trl_conteudo', {
      codTrlAula: lesson,
      codTrlTipoConteudo: 4,
      dadosPersonagemTexto: [entry],
    });
    const { codTrlConteudo } = (await created.json()) as { codTrlConteudo: number };
    expect(
      await json(
        await call(
          'GET',
          `/api/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/${codTrlConteudo}`,
        ),
      ),
    ).toEqual([
      {
        codTrlConteudo,
        ...entry,
        nomPersonagem: character.nomPersonagem,
        imgPersonagem: character.imgPersonagem,
      },
    ]);
    expect((await contents()).at(-1)).toMatchObject({
      codTrlTipoConteudo: 4,
      label: character.nomPersonagem,
    });
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_personagem_texto', { codTrlAula: lesson, entradas: [] }),
      ),
    ).toEqual(['Favor informar pelo menos 1 conteúdo.']);
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_personagem_texto', {
          codTrlAula: lesson,
          entradas: [{ dscTexto: '' }],
        }),
      ),
    ).toEqual([
      'Favor preenche o campo de personagem de todos os conteúdos.',
      'Favor preencher todos os campos de descrição.',
    ]);
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_personagem_texto', {
          codTrlAula: lesson,
          entradas: [{ codTrlPersonagem: 9999, dscTexto: 'x' }],
        }),
      ),
    ).toEqual(['Favor preenche o campo de personagem de todos os conteúdos.']);
    expect(
      (
        await call('POST', '/api/trl_conteudo_personagem_texto', {
          codTrlAula: lesson,
          entradas: Array(13).fill(entry),
        })
      ).status,
    ).toBe(400);
    const edited = await call('PUT', `/api/trl_conteudo_personagem_texto/${codTrlConteudo}`, [
      entry,
      { ...entry, dscTexto: 'Tchau' },
    ]);
    expect(await edited.json()).toBe(1);
  });

  it('creates a video with an http(s) link and recognises the player', async () => {
    const created = await call('POST', '/api/trl_conteudo_video', {
      codTrlAula: lesson,
      dscTitulo: 'Chuva',
      dscDescricao: 'Como chove',
      dscLink: 'https://www.youtube.com/watch?v=abc123',
    });
    const { codTrlConteudo } = (await created.json()) as { codTrlConteudo: number };
    expect(
      await json(await call('GET', `/api/trl_conteudo_video/loadInfoConteudoVideo/${codTrlConteudo}`)),
    ).toMatchObject({
      dscLink: 'https://www.youtube.com/watch?v=abc123',
      player: { kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc123' },
    });
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_video', { codTrlAula: lesson, dscLink: 'ftp://x' }),
      ),
    ).toEqual(['Informe um link http ou https.']);
    const edited = await call('PUT', `/api/trl_conteudo_video/${codTrlConteudo}`, {
      dscTitulo: 'Chuva',
      dscLink: 'https://vimeo.com/1',
    });
    expect(await edited.json()).toBe(1);
    expect((await contents()).at(-1)).toMatchObject({ codTrlTipoConteudo: 5, label: 'Chuva' });
  });

  it('creates an assembly of the catalogue, view only afterwards, with the spec’s messages', async () => {
    expect(await messages(await call('POST', '/api/trl_conteudo_montagem', { codTrlAula: lesson }))).toEqual([
      'Favor escolher a montagem.',
      'Favor preencher o campo de descrição.',
    ]);
    expect(
      await messages(
        await call('POST', '/api/trl_conteudo_montagem', {
          codTrlAula: lesson,
          codTrlMontagem: 9999,
          dscTexto: 'x',
        }),
      ),
    ).toEqual(['Favor escolher a montagem.']);
    const created = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo', { codTrlAula: lesson, codTrlTipoConteudo: 6 }),
    );
    const body = {
      codTrlConteudo: created.codTrlConteudo,
      codTrlMontagem: assembly.codTrlMontagem,
      dscTexto: 'Monte o ciclo',
    };
    expect(await json(await call('POST', '/api/trl_conteudo_montagem', body))).toBe(1);
    expect((await call('POST', '/api/trl_conteudo_montagem', body)).status).toBe(409);
    expect(
      await json(
        await call('GET', `/api/trl_conteudo_montagem/loadInfoConteudoMontagem/${created.codTrlConteudo}`),
      ),
    ).toEqual({
      codTrlConteudo: created.codTrlConteudo,
      codTrlMontagem: assembly.codTrlMontagem,
      nomMontagem: assembly.nomMontagem,
      imgMontagem: assembly.imgMontagem,
      dscTitulo: '',
      dscTexto: 'Monte o ciclo',
    });
    expect((await contents()).at(-1)).toMatchObject({ codTrlTipoConteudo: 6, label: assembly.nomMontagem });
  });

  it('edits a text by PUT (and through PUT /trl_conteudo), swaps, and deletes', async () => {
    const [a, b] = await contents();
    expect(
      await json(
        await call('PUT', `/api/trl_conteudo_texto/${a!.codTrlConteudo}`, {
          dscTitulo: 'Início',
          dscTexto: 'Novo',
        }),
      ),
    ).toBe(1);
    expect(
      await json(
        await call('PUT', `/api/trl_conteudo/${b!.codTrlConteudo}`, { dadosTexto: { dscTexto: 'Outro' } }),
      ),
    ).toBe(1);
    expect((await contents()).slice(0, 2).map((c) => c.dscTexto)).toEqual(['Novo', 'Outro']);
    expect(
      await json(
        await call('PUT', '/api/trl_conteudo/inverterConteudos/x', {
          conteudo1: a,
          conteudo2: b!.codTrlConteudo,
        }),
      ),
    ).toBe(1);
    expect((await contents()).slice(0, 2).map((c) => c.codTrlConteudo)).toEqual([
      b!.codTrlConteudo,
      a!.codTrlConteudo,
    ]);
    const created = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo_texto', { codTrlAula: otherLesson, dscTexto: 'Lá' }),
    );
    const across = await call('PUT', '/api/trl_conteudo/inverterConteudos/x', {
      conteudo1: a!.codTrlConteudo,
      conteudo2: created.codTrlConteudo,
    });
    expect([across.status, ((await across.json()) as ErrorBody).message]).toEqual([
      400,
      'Escolha dois conteúdos diferentes da mesma aula para inverter.',
    ]);
    const count = (await contents()).length;
    expect(await json(await call('DELETE', `/api/trl_conteudo/${a!.codTrlConteudo}`))).toBe(1);
    expect(await contents()).toHaveLength(count - 1);
    expect((await call('DELETE', `/api/trl_conteudo/${a!.codTrlConteudo}`)).status).toBe(404);
    expect((await call('GET', `/api/trl_conteudo/${a!.codTrlConteudo}`)).status).toBe(404);
  });

  it("lets the school staff read the catalogue's contents, view-only; refuses the Aluno and the Assistente", async () => {
    const professor = o.users.professorA1.token;
    const [first] = await contents();
    expect(await contents(lesson, professor)).toEqual(await contents());
    const writes = [
      ['POST', '/api/trl_conteudo', { codTrlAula: lesson, codTrlTipoConteudo: 1 }],
      ['PUT', `/api/trl_conteudo/${first!.codTrlConteudo}`, {}],
      ['DELETE', `/api/trl_conteudo/${first!.codTrlConteudo}`, undefined],
      [
        'PUT',
        '/api/trl_conteudo/inverterConteudos/x',
        { conteudo1: first!.codTrlConteudo, conteudo2: first!.codTrlConteudo },
      ],
      ['POST', '/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: 'X' }],
      ['PUT', `/api/trl_conteudo_texto/${first!.codTrlConteudo}`, { dscTexto: 'X' }],
      ['POST', '/api/trl_conteudo_video', { codTrlAula: lesson, dscLink: 'https://x.org' }],
      ['POST', '/api/trl_conteudo_personagem_texto', []],
      ['POST', '/api/trl_conteudo_montagem', {}],
    ] as const;
    for (const profile of [2, 3, 4, 5] as const) {
      const token = o.viewers[profile].token;
      expect(await contents(lesson, token)).toEqual(await contents());
      for (const [method, path, body] of writes.slice(0, 6))
        expect([path, (await call(method, path, body, token)).status]).toEqual([path, 403]);
    }
    for (const profile of [6, 7] as const) {
      const token = o.viewers[profile].token;
      for (const path of [
        `/api/trl_conteudo/conteudosDaAula/${lesson}`,
        `/api/trl_conteudo/${first!.codTrlConteudo}`,
      ])
        expect([path, (await call('GET', path, undefined, token)).status]).toEqual([path, 403]);
      expect((await call('POST', '/api/trl_conteudo', writes[0][2], token)).status).toBe(403);
    }
  });
});
