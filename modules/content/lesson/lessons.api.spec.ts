import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, ChapterEditor, Lesson, Subject, Trail } from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json, type ErrorBody } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('lessons API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let chapter: number;
  let other: number;
  let subject: number;

  const lessons = async (codTrlCapitulo = chapter, token = master) =>
    json<Lesson[]>(await t.call('GET', `/api/trl_aula/pegarAulasDoCapitulo/${codTrlCapitulo}`, { token }));
  const post = (dscTitulo: string, codTrlCapitulo = chapter, extra: object = {}) =>
    t.call('POST', '/api/trl_aula', {
      token: master,
      body: {
        dscTitulo,
        codTrlCapitulo,
        codTrlMateria: subject,
        dscDescricao: `Sobre ${dscTitulo}`,
        ...extra,
      },
    });
  const swap = (aula1: unknown, aula2: unknown) =>
    t.call('PUT', '/api/trl_aula/inverterAulas/x', { token: master, body: { aula1, aula2 } });

  beforeAll(async () => {
    t = await createTestApp('lessons');
    o = await buildOrganization(t);
    master = o.users.master.token;
    await t.call('POST', '/api/trl_livro', { token: master, body: { dscTitulo: 'Matemática' } });
    const [trail] = await json<Trail[]>(await t.call('GET', '/api/trl_livro', { token: master }));
    for (const dscTitulo of ['Números', 'Frações'])
      await t.call('POST', '/api/trl_capitulo', {
        token: master,
        body: { dscTitulo, codTrlLivro: trail!.codTrlLivro },
      });
    const chapters = await json<Chapter[]>(
      await t.call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`, { token: master }),
    );
    [chapter, other] = chapters.map((c) => c.codTrlCapitulo) as [number, number];
    const subjects = await json<Subject[]>(await t.call('GET', '/api/trl_materia', { token: master }));
    subject = subjects[0]!.codTrlMateria;
  });
  afterAll(() => t.close());

  it('creates lessons numbered from 1 in their chapter, answering the lesson', async () => {
    const first = await post('Soma');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      codTrlAula: expect.any(Number),
      codTrlCapitulo: chapter,
      codTrlMateria: subject,
      numSequencia: 1,
      dscTitulo: 'Soma',
      dscDescricao: 'Sobre Soma',
    });
    for (const title of ['Subtração', 'Multiplicação', 'Divisão'])
      expect((await post(title)).status).toBe(200);
    expect((await post('Metades', other)).status).toBe(200);
    const list = await lessons();
    expect(list.map((l) => [l.dscTitulo, l.numSequencia])).toEqual([
      ['Soma', 1],
      ['Subtração', 2],
      ['Multiplicação', 3],
      ['Divisão', 4],
    ]);
    const one = await t.call('GET', `/api/trl_aula/${list[1]!.codTrlAula}`, { token: master });
    expect(await one.json()).toEqual(list[1]);
    const events = await t.store.readStream(`chapter-${chapter}`);
    expect(events.map((e) => e.type)).toEqual([
      'LessonCreated',
      'LessonCreated',
      'LessonCreated',
      'LessonCreated',
    ]);
  });

  it('refuses a missing or too long title, a long description, an unknown subject or chapter', async () => {
    const before = await lessons();
    const empty = await post('');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).errors).toEqual([
      { field: 'dscTitulo', code: 'lesson.titleRequired', message: 'Campo título obrigatório.' },
    ]);
    const long = await t.call('POST', '/api/trl_aula', {
      token: master,
      body: { dscTitulo: 'x'.repeat(46), dscDescricao: 'y'.repeat(241), codTrlCapitulo: chapter },
      headers: { 'accept-language': 'en' },
    });
    expect(((await long.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'The title can have at most 45 characters.',
      'The description can have at most 240 characters.',
      'Select a subject.',
    ]);
    const unknownSubject = await post('Sem matéria', chapter, { codTrlMateria: 9999 });
    expect([
      unknownSubject.status,
      ((await unknownSubject.json()) as ErrorBody).errors?.[0]?.message,
    ]).toEqual([400, 'Selecione uma matéria.']);
    expect((await post('Órfã', 9999)).status).toBe(404);
    expect((await t.call('GET', '/api/trl_aula/pegarAulasDoCapitulo/9999', { token: master })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/trl_aula/9999', { token: master })).status).toBe(404);
    expect(await lessons()).toEqual(before);
  });

  it('edits a lesson on its own stream; an unknown lesson is 404', async () => {
    const [first] = await lessons();
    const edited = await t.call('PUT', `/api/trl_aula/${first!.codTrlAula}`, {
      token: master,
      body: { ...first, dscTitulo: 'Adição', dscDescricao: '' },
    });
    expect(await edited.json()).toBe(1);
    expect((await lessons())[0]).toEqual({ ...first, dscTitulo: 'Adição', dscDescricao: '' });
    expect((await t.store.readStream(`lesson-${first!.codTrlAula}`)).map((e) => e.type)).toEqual([
      'LessonEdited',
    ]);
    const missing = await t.call('PUT', '/api/trl_aula/9999', {
      token: master,
      body: { dscTitulo: 'X', codTrlMateria: subject },
    });
    expect(missing.status).toBe(404);
    const empty = await t.call('PUT', `/api/trl_aula/${first!.codTrlAula}`, {
      token: master,
      body: { ...first, dscTitulo: ' ' },
    });
    expect(((await empty.json()) as ErrorBody).errors?.[0]?.message).toBe('Campo título obrigatório.');
  });

  it('swaps two lessons in one event; refuses across chapters or with itself', async () => {
    const [a, b] = await lessons();
    const swapped = await swap(a, b!.codTrlAula);
    expect(await swapped.json()).toBe(1);
    expect((await lessons()).slice(0, 2).map((l) => l.codTrlAula)).toEqual([b!.codTrlAula, a!.codTrlAula]);
    const [elsewhere] = await lessons(other);
    const across = await swap(a!.codTrlAula, elsewhere!.codTrlAula);
    expect([across.status, ((await across.json()) as ErrorBody).message]).toEqual([
      400,
      'Escolha duas aulas diferentes do mesmo capítulo para inverter.',
    ]);
    expect((await swap(a!.codTrlAula, a!.codTrlAula)).status).toBe(400);
    expect((await swap(9999, a!.codTrlAula)).status).toBe(404);
  });

  it('keeps both of two concurrent reorders of one chapter’s lessons, with no doubled number', async () => {
    const [a, b, c, d] = await lessons();
    const results = await Promise.all([
      swap(a!.codTrlAula, b!.codTrlAula),
      swap(c!.codTrlAula, d!.codTrlAula),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await lessons()).map((l) => l.codTrlAula)).toEqual([b, a, d, c].map((l) => l!.codTrlAula));
    const overlap = await Promise.all([
      swap(b!.codTrlAula, a!.codTrlAula),
      swap(b!.codTrlAula, d!.codTrlAula),
    ]);
    expect(overlap.map((r) => r.status)).toEqual([200, 200]);
    expect((await lessons()).map((l) => l.numSequencia)).toEqual([1, 2, 3, 4]);
  });

  it('answers the whole chapter for the editor in one call', async () => {
    const editor = await json<ChapterEditor>(
      await t.call('GET', `/api/trl_aula/editorDoCapitulo/${chapter}`, { token: master }),
    );
    expect(editor).toMatchObject({ codTrlCapitulo: chapter, dscTitulo: 'Números' });
    expect(editor.aulas.map((l) => l.codTrlAula)).toEqual((await lessons()).map((l) => l.codTrlAula));
    expect(editor.aulas.every((l) => Array.isArray(l.conteudos))).toBe(true);
    expect((await t.call('GET', '/api/trl_aula/editorDoCapitulo/9999', { token: master })).status).toBe(404);
  });

  it('answers the editor as the chapter is now after each change, though it keeps the answer between changes', async () => {
    const read = async () => {
      const response = await t.call('GET', `/api/trl_aula/editorDoCapitulo/${chapter}`, { token: master });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return json<ChapterEditor>(response);
    };
    // A browser revalidating its copy (fetch() would add "Cache-Control: no-cache", which forbids a 304).
    const revalidated = (etag: string) =>
      new Promise<number>((resolve, reject) =>
        get(
          `${t.url}/api/trl_aula/editorDoCapitulo/${chapter}`,
          { headers: { authorization: `Bearer ${master}`, 'if-none-match': etag } },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        ).on('error', reject),
      );
    const first = await read();
    expect(await read()).toEqual(first);
    // A client holding this version is answered 304, without the body.
    const tag = (
      await t.call('GET', `/api/trl_aula/editorDoCapitulo/${chapter}`, { token: master })
    ).headers.get('etag')!;
    expect(await revalidated(tag)).toBe(304);
    // A lesson renamed, two swapped, the chapter renamed: each read right after shows it.
    const [a, b] = await lessons();
    await t.call('PUT', `/api/trl_aula/${a!.codTrlAula}`, {
      token: master,
      body: { ...a, dscTitulo: 'Subtração' },
    });
    expect((await read()).aulas.find((l) => l.codTrlAula === a!.codTrlAula)!.dscTitulo).toBe('Subtração');
    await swap(a!.codTrlAula, b!.codTrlAula);
    expect((await read()).aulas.map((l) => l.codTrlAula)).toEqual((await lessons()).map((l) => l.codTrlAula));
    const renamed = await t.call('PUT', `/api/trl_capitulo/${chapter}`, {
      token: master,
      body: { dscTitulo: 'Números inteiros', codTrlLivro: first.codTrlLivro },
    });
    expect(renamed.status).toBe(200);
    expect((await read()).dscTitulo).toBe('Números inteiros');
    expect(await revalidated(tag)).toBe(200);
  });

  it('refuses to delete a lesson with contents or a chapter with lessons; deletes empty ones', async () => {
    const [first, second] = await lessons();
    await t.call('POST', '/api/trl_conteudo', {
      token: master,
      body: {
        codTrlAula: first!.codTrlAula,
        codTrlTipoConteudo: 1,
        dadosTexto: { dscTitulo: '', dscTexto: 'Olá' },
      },
    });
    const refused = await t.call('DELETE', `/api/trl_aula/${first!.codTrlAula}`, { token: master });
    expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
      409,
      'Esta aula tem conteúdos. Apague os conteúdos antes de apagar a aula.',
    ]);
    const chapterRefused = await t.call('DELETE', `/api/trl_capitulo/${chapter}`, { token: master });
    expect([chapterRefused.status, ((await chapterRefused.json()) as ErrorBody).message]).toEqual([
      409,
      'Este capítulo tem aulas. Apague as aulas antes de apagar o capítulo.',
    ]);
    const deleted = await t.call('DELETE', `/api/trl_aula/${second!.codTrlAula}`, { token: master });
    expect(await deleted.json()).toBe(1);
    expect((await lessons()).map((l) => l.numSequencia)).toEqual([1, 3, 4]);
    expect((await post('Potência')).status).toBe(200);
    expect((await lessons()).map((l) => l.numSequencia)).toEqual([1, 3, 4, 5]);
    expect((await t.call('DELETE', `/api/trl_aula/${second!.codTrlAula}`, { token: master })).status).toBe(
      404,
    );
  });

  it("lets the school staff read the catalogue's lessons, view-only; refuses the Aluno and the Assistente", async () => {
    const professor = o.users.professorA1.token;
    const [first] = await lessons();
    expect(await lessons(chapter, professor)).toEqual(await lessons());
    expect((await t.call('GET', `/api/trl_aula/${first!.codTrlAula}`, { token: professor })).status).toBe(
      200,
    );
    expect(
      (await t.call('GET', `/api/trl_aula/editorDoCapitulo/${chapter}`, { token: professor })).status,
    ).toBe(200);
    const writes = [
      ['POST', '/api/trl_aula', { dscTitulo: 'X', codTrlCapitulo: chapter, codTrlMateria: subject }],
      ['PUT', `/api/trl_aula/${first!.codTrlAula}`, { dscTitulo: 'X', codTrlMateria: subject }],
      ['DELETE', `/api/trl_aula/${first!.codTrlAula}`, undefined],
      ['PUT', '/api/trl_aula/inverterAulas/x', { aula1: first!.codTrlAula, aula2: first!.codTrlAula }],
    ] as const;
    for (const profile of [2, 3, 4, 5] as const) {
      const token = o.viewers[profile].token;
      expect(await lessons(chapter, token)).toEqual(await lessons());
      for (const [method, path, body] of writes)
        expect([path, (await t.call(method, path, { token, body })).status]).toEqual([path, 403]);
    }
    for (const profile of [6, 7] as const) {
      const token = o.viewers[profile].token;
      for (const path of [
        `/api/trl_aula/pegarAulasDoCapitulo/${chapter}`,
        `/api/trl_aula/${first!.codTrlAula}`,
        `/api/trl_aula/editorDoCapitulo/${chapter}`,
      ])
        expect([path, (await t.call('GET', path, { token })).status]).toEqual([path, 403]);
      expect((await t.call('POST', '/api/trl_aula', { token, body: writes[0][2] })).status).toBe(403);
    }
    expect((await lessons()).map((l) => l.dscTitulo)).not.toContain('X');
  });
});
