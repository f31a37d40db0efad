import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chapter, Lesson, Subject, Trail } from '@school/modules/content';
import type { ClassBook, TrailToAdd } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { callAsDefault, json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('class books API (a class’s class books)', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let professor: string;
  /** Trails: one with a content, one with a chapter and nothing in it, one empty. */
  let withContent: number;
  let chapterOnly: number;
  let empty: number;

  const call = callAsDefault(
    () => t,
    () => professor,
  );
  const list = async (classId = o.classes.a1, token = professor) =>
    json<ClassBook[]>(await call('GET', `/api/trl_livro_turma/all/${classId}`, undefined, token));
  const add = (codTrlLivro: number, codBseTurma = o.classes.a1, token = professor) =>
    call('POST', '/api/trl_livro_turma', { codBseTurma, codTrlLivro }, token);
  const message = async (response: Response) => ((await response.json()) as ErrorBody).message;

  const trail = async (dscTitulo: string) => {
    await call('POST', '/api/trl_livro', { dscTitulo }, master);
    return (await json<Trail[]>(await call('GET', '/api/trl_livro', undefined, master))).find(
      (x) => x.dscTitulo === dscTitulo,
    )!.codTrlLivro;
  };
  const chapter = async (codTrlLivro: number) => {
    await call('POST', '/api/trl_capitulo', { dscTitulo: 'Capítulo', codTrlLivro }, master);
    const [c] = await json<Chapter[]>(
      await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${codTrlLivro}`, undefined, master),
    );
    return c!.codTrlCapitulo;
  };

  beforeAll(async () => {
    t = await createTestApp('class_books');
    o = await buildOrganization(t);
    master = o.users.master.token;
    professor = o.users.professorA1.token;
    withContent = await trail('Ciências');
    chapterOnly = await trail('Matemática');
    empty = await trail('História');
    const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia', undefined, master));
    const lesson = await json<Lesson>(
      await call(
        'POST',
        '/api/trl_aula',
        {
          codTrlCapitulo: await chapter(withContent),
          codTrlMateria: subject!.codTrlMateria,
          dscTitulo: 'Água',
        },
        master,
      ),
    );
    await call(
      'POST',
      '/api/trl_conteudo_texto',
      { codTrlAula: lesson.codTrlAula, dscTexto: 'A água.' },
      master,
    );
    await chapter(chapterOnly);
  });
  afterAll(() => t.close());

  it('adds trails to the Professor’s class once, and lists them with their titles and content flag', async () => {
    const notAdded = async () =>
      json<TrailToAdd[]>(await call('GET', `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${o.classes.a1}`));
    expect((await notAdded()).map((x) => [x.dscTitulo, x.comConteudo])).toEqual([
      ['Ciências', true],
      ['Matemática', false],
      ['História', false],
    ]);
    const added = await json<{ codTrlLivroTurma: number }>(await add(withContent));
    expect(added).toEqual({
      codTrlLivroTurma: expect.any(Number),
      codBseTurma: o.classes.a1,
      codTrlLivro: withContent,
    });
    await add(chapterOnly);
    expect(await message(await add(withContent))).toBe('Esta trilha já foi adicionada à turma.');
    expect((await add(9999)).status).toBe(404);
    expect((await notAdded()).map((x) => x.dscTitulo)).toEqual(['História']);
    expect(await list()).toEqual([
      {
        codTrlLivroTurma: added.codTrlLivroTurma,
        codTrlLivro: withContent,
        codBseTurma: o.classes.a1,
        indAtivo: 'N',
        comConteudo: true,
        dscTitulo: 'Ciências',
      },
      expect.objectContaining({
        codTrlLivro: chapterOnly,
        indAtivo: 'N',
        comConteudo: false,
        dscTitulo: 'Matemática',
      }),
    ]);
    const events = await t.store.readStream(`class-books-${o.classes.a1}`);
    expect(events.map((e) => e.type)).toEqual(['ClassBookAdded', 'ClassBookAdded']);
  });

  it('activates one class book at a time with the spec’s messages', async () => {
    const [science, maths] = await list();
    const activate = (id: number) => call('POST', `/api/trl_livro_turma/ativarLivroTurma/${id}`);
    // Decision 0028: both refusals are conflicts with the class's state, 409.
    const refusal = async (response: Response) => [response.status, await message(response)];
    expect(await refusal(await activate(maths!.codTrlLivroTurma))).toEqual([
      409,
      'Esta aula ainda não possui conteúdos.',
    ]);
    expect(await json(await activate(science!.codTrlLivroTurma))).toBe(1);
    expect(await refusal(await activate(science!.codTrlLivroTurma))).toEqual([
      409,
      'Você não pode alterar uma aula que já está ativa.',
    ]);
    expect(
      await refusal(
        await call('PUT', `/api/trl_livro_turma/${science!.codTrlLivroTurma}`, { indAtivo: 'N' }),
      ),
    ).toEqual([409, 'Você não pode alterar uma aula que já está ativa.']);
    expect((await list()).map((b) => b.indAtivo)).toEqual(['S', 'N']);
    expect(
      await json(
        await call(
          'GET',
          `/api/trl_livro_turma/comConteudoLivroAtivo/${o.classes.a1}`,
          undefined,
          o.users.alunoA1.token,
        ),
      ),
    ).toMatchObject({ comConteudo: true, codTrlLivro: withContent, dscTitulo: 'Ciências' });
    expect(
      await json(await call('GET', `/api/trl_livro_turma/comConteudoLivroAtivo/${o.classes.a1b}`)),
    ).toMatchObject({ comConteudo: false, codTrlLivro: null });
  });

  it('lets exactly one of two concurrent activations win', async () => {
    const classId = o.classes.a1b;
    const a = await json<{ codTrlLivroTurma: number }>(await add(withContent, classId));
    await add(chapterOnly, classId);
    const third = await trail('Geografia');
    const c = await json<{ codTrlLivroTurma: number }>(await add(third, classId));
    // Give the third trail content so both may be activated.
    const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia', undefined, master));
    const lesson = await json<Lesson>(
      await call(
        'POST',
        '/api/trl_aula',
        { codTrlCapitulo: await chapter(third), codTrlMateria: subject!.codTrlMateria, dscTitulo: 'Rios' },
        master,
      ),
    );
    await call(
      'POST',
      '/api/trl_conteudo_texto',
      { codTrlAula: lesson.codTrlAula, dscTexto: 'Rios.' },
      master,
    );
    const answers = await Promise.all(
      [a, c].map((l) => call('POST', `/api/trl_livro_turma/ativarLivroTurma/${l.codTrlLivroTurma}`)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const active = (await list(classId)).filter((b) => b.indAtivo === 'S');
    expect(active).toHaveLength(1);
    const events = (await t.store.readStream(`class-books-${classId}`)).filter(
      (e) => e.type === 'ClassBookActivated',
    );
    expect(events).toHaveLength(2);
    expect((events[1]!.data as { replaced: number }).replaced).toBe(
      (events[0]!.data as { codTrlLivroTurma: number }).codTrlLivroTurma,
    );
  });

  it('archives a class book (the active one too): it leaves the list and may be added again', async () => {
    const [science] = await list();
    expect(await json(await call('DELETE', `/api/trl_livro_turma/${science!.codTrlLivroTurma}`))).toBe(1);
    expect((await list()).map((b) => b.dscTitulo)).toEqual(['Matemática']);
    expect(
      await json(await call('GET', `/api/trl_livro_turma/comConteudoLivroAtivo/${o.classes.a1}`)),
    ).toMatchObject({ comConteudo: false });
    expect((await add(withContent)).status).toBe(200);
  });

  it('keeps every class to its own Professor; the staff in scope read; others see nothing', async () => {
    const [link] = await list();
    const other = o.users.professorB1.token;
    expect((await call('GET', `/api/trl_livro_turma/all/${o.classes.a1}`, undefined, other)).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/trl_livro_turma/${link!.codTrlLivroTurma}`, undefined, other)).status,
    ).toBe(404);
    expect((await add(empty, o.classes.a1, other)).status).toBe(404);
    expect(
      (await call('DELETE', `/api/trl_livro_turma/${link!.codTrlLivroTurma}`, undefined, other)).status,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/trl_livro_turma/ativarLivroTurma/${link!.codTrlLivroTurma}`,
          undefined,
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/trl_livro_turma/comConteudoLivroAtivo/${o.classes.a1}`,
          undefined,
          o.users.alunoB1.token,
        )
      ).status,
    ).toBe(404);
    for (const staff of [master, o.users.gestorA.token, o.users.diretorA1.token, o.users.coordenadorA1.token])
      expect((await list(o.classes.a1, staff)).length).toBeGreaterThan(0);
    expect(
      (await call('GET', `/api/trl_livro_turma/all/${o.classes.a1}`, undefined, o.users.gestorB.token))
        .status,
    ).toBe(404);
    expect((await add(empty, o.classes.a1, master)).status).toBe(403);
  });
});
