import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import {
  type Chapter,
  type Content,
  type Lesson,
  type Subject,
  toQuestions,
  type Trail,
} from '@school/modules/content';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { json } from '@school/backend/test/api';
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
      codBseEscola: null,
      editable: true,
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

  it('lets the school staff read the catalogue, view-only; refuses the Aluno and the Assistente', async () => {
    const professor = o.users.professorA1.token;
    const [trail, other] = await trails();
    expect((await trails(professor)).map((tr) => [tr.codTrlLivro, tr.editable])).toEqual(
      (await trails()).map((tr) => [tr.codTrlLivro, false]),
    );
    expect((await t.call('GET', `/api/trl_livro/${trail!.codTrlLivro}`, { token: professor })).status).toBe(
      200,
    );
    const writes = [
      ['PUT', `/api/trl_livro/${trail!.codTrlLivro}`, { dscTitulo: 'X' }],
      ['DELETE', `/api/trl_livro/${trail!.codTrlLivro}`, undefined],
      ['PUT', `/api/trl_livro/ativarLivro/${trail!.codTrlLivro}`, undefined],
      ['PUT', '/api/trl_livro/inverterLivros/x', { livro1: trail!.codTrlLivro, livro2: other!.codTrlLivro }],
    ] as const;
    for (const token of [
      professor,
      o.users.gestorA.token,
      o.users.coordenadorA1.token,
      o.users.diretorA1.token,
    ])
      for (const [method, path, body] of writes) {
        const response = await t.call(method, path, { token, body });
        expect([path, response.status]).toEqual([path, 403]);
      }
    for (const profile of [2, 3, 4] as const)
      expect((await t.call('GET', '/api/trl_livro', { token: o.viewers[profile].token })).status).toBe(200);
    for (const profile of [6, 7] as const) {
      const token = o.viewers[profile].token;
      expect((await t.call('GET', '/api/trl_livro', { token })).status).toBe(403);
      expect((await t.call('GET', '/api/trl_livro/all/-1', { token })).status).toBe(403);
      const write = await t.call('POST', '/api/trl_livro', { token, body: { dscTitulo: 'X' } });
      expect([write.status, ((await write.json()) as ErrorBody).code]).toEqual([403, 'generic.forbidden']);
    }
    expect((await t.call('GET', '/api/trl_livro')).status).toBe(401);
    expect((await trails()).map((tr) => tr.dscTitulo)).not.toContain('X');
  });
  describe("a school's trails (decision 0070)", () => {
    const call = (token: string, method: string, path: string, body?: unknown) =>
      t.call(method, path, { token, body });
    const status = async (token: string, method: string, path: string, body?: unknown) =>
      (await call(token, method, path, body)).status;

    /** A trail with a chapter, a lesson, a text and a game, authored by `token`: their ids. */
    const author = async (token: string, dscTitulo: string) => {
      expect(await json(await call(token, 'POST', '/api/trl_livro', { dscTitulo }))).toBe(1);
      const trail = (await trails(token)).find((tr) => tr.dscTitulo === dscTitulo && tr.editable)!;
      await call(token, 'POST', '/api/trl_capitulo', {
        dscTitulo: 'Parte 1',
        codTrlLivro: trail.codTrlLivro,
      });
      const [chapter] = await json<Chapter[]>(
        await call(token, 'GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail.codTrlLivro}`),
      );
      const [subject] = await json<Subject[]>(await call(token, 'GET', '/api/trl_materia'));
      const lesson = await json<Lesson>(
        await call(token, 'POST', '/api/trl_aula', {
          codTrlCapitulo: chapter!.codTrlCapitulo,
          codTrlMateria: subject!.codTrlMateria,
          dscTitulo: 'Aula 1',
        }),
      );
      const text = { codTrlAula: lesson.codTrlAula, codTrlTipoConteudo: 1 };
      await call(token, 'POST', '/api/trl_conteudo', {
        ...text,
        dadosTexto: { dscTitulo: 'T', dscTexto: 'Texto' },
      });
      const game = toQuestions({ codTrlJogo: 1, question: 'Animal que mia', answer: 'gato' });
      await call(token, 'POST', '/api/trl_conteudo_jogo', { codTrlAula: lesson.codTrlAula, ...game });
      const contents = await json<Content[]>(
        await call(token, 'GET', `/api/trl_conteudo/conteudosDaAula/${lesson.codTrlAula}`),
      );
      expect(contents.map((c) => c.codTrlTipoConteudo)).toEqual([1, 3]);
      return {
        trail,
        codTrlCapitulo: chapter!.codTrlCapitulo,
        codTrlAula: lesson.codTrlAula,
        codTrlConteudo: contents[0]!.codTrlConteudo,
        codTrlMateria: subject!.codTrlMateria,
      };
    };

    it("a Professor authors its own trail; another school's staff neither read nor change it; its Gestor and Coordenador change it; its Diretor and the Master only read it", async () => {
      const u = o.users;
      const own = await author(u.professorA1.token, 'Frações da Alfa');
      expect(own.trail).toMatchObject({ codBseEscola: o.schools.a, editable: true });
      const id = own.trail.codTrlLivro;
      const reads = [
        `/api/trl_livro/${id}`,
        `/api/trl_capitulo/pegarCapitulosDoLivro/${id}`,
        `/api/trl_capitulo/${own.codTrlCapitulo}`,
        `/api/trl_aula/pegarAulasDoCapitulo/${own.codTrlCapitulo}`,
        `/api/trl_aula/editorDoCapitulo/${own.codTrlCapitulo}`,
        `/api/trl_aula/${own.codTrlAula}`,
        `/api/trl_conteudo/conteudosDaAula/${own.codTrlAula}`,
        `/api/trl_conteudo/${own.codTrlConteudo}`,
        `/api/trl_conteudo_texto/loadInfoConteudoTexto/${own.codTrlConteudo}`,
      ];
      const writes = (n: number) =>
        [
          ['PUT', `/api/trl_livro/${id}`, { dscTitulo: `Frações ${n}` }],
          ['POST', '/api/trl_capitulo', { dscTitulo: `Parte ${n}`, codTrlLivro: id }],
          ['PUT', `/api/trl_capitulo/${own.codTrlCapitulo}`, { dscTitulo: `Parte 1.${n}` }],
          [
            'POST',
            '/api/trl_aula',
            { codTrlCapitulo: own.codTrlCapitulo, codTrlMateria: own.codTrlMateria, dscTitulo: `Aula ${n}` },
          ],
          [
            'POST',
            '/api/trl_conteudo',
            {
              codTrlAula: own.codTrlAula,
              codTrlTipoConteudo: 1,
              dadosTexto: { dscTitulo: 'X', dscTexto: `Texto ${n}` },
            },
          ],
          ['PUT', `/api/trl_conteudo_texto/${own.codTrlConteudo}`, { dscTitulo: 'T', dscTexto: `Novo ${n}` }],
        ] as const;

      for (const other of [u.professorB1, u.gestorB, u.coordenadorB1, u.diretorB1]) {
        for (const path of reads) expect([path, await status(other.token, 'GET', path)]).toEqual([path, 404]);
        expect((await trails(other.token)).map((tr) => tr.codTrlLivro)).not.toContain(id);
        const chapters = await json<Chapter[]>(await call(other.token, 'GET', '/api/trl_capitulo'));
        expect(chapters.map((c) => c.codTrlLivro)).not.toContain(id);
      }
      for (const other of [u.professorB1, u.gestorB, u.coordenadorB1])
        for (const [method, path, body] of writes(9))
          expect([path, await status(other.token, method, path, body)]).toEqual([path, 404]);

      for (const [n, staff] of [u.gestorA, u.coordenadorA1].entries()) {
        expect((await trails(staff.token)).find((tr) => tr.codTrlLivro === id)?.editable).toBe(true);
        for (const [method, path, body] of writes(n))
          expect([path, await status(staff.token, method, path, body)]).toEqual([path, 200]);
      }
      for (const viewer of [u.diretorA1, u.master]) {
        for (const path of reads)
          expect([path, await status(viewer.token, 'GET', path)]).toEqual([path, 200]);
        expect((await trails(viewer.token)).find((tr) => tr.codTrlLivro === id)?.editable).toBe(false);
        for (const [method, path, body] of writes(7))
          expect([path, await status(viewer.token, method, path, body)]).toEqual([path, 403]);
      }
      // The Master still changes the catalogue; the trail's students' readers are the class books'.
      const catalogue = (await trails()).find((tr) => tr.codBseEscola === null)!;
      expect(
        await status(master, 'PUT', `/api/trl_livro/${catalogue.codTrlLivro}`, {
          dscTitulo: catalogue.dscTitulo,
        }),
      ).toBe(200);
      expect(await status(u.alunoA1.token, 'GET', `/api/trl_livro/${id}`)).toBe(403);
      // The class book picker offers the catalogue and the school's trails, none of another school.
      const picker = async (token: string, classId: number) =>
        (
          await json<{ codTrlLivro: number }[]>(
            await call(token, 'GET', `/api/trl_livro/loadLivrosNaoAdicionadosDaTurma/${classId}`),
          )
        ).map((tr) => tr.codTrlLivro);
      expect(await picker(u.professorA1.token, o.classes.a1)).toEqual(
        expect.arrayContaining([id, catalogue.codTrlLivro]),
      );
      expect(await picker(u.professorB1.token, o.classes.b1)).not.toContain(id);
      const linked = await call(u.professorB1.token, 'POST', '/api/trl_livro_turma', {
        codBseTurma: o.classes.b1,
        codTrlLivro: id,
      });
      expect(linked.status).toBe(404);
    });

    it('copies a catalogue trail with every chapter, lesson, content and game into the Professor’s own; a copy stopped half way is finished by the next, leaving one', async () => {
      const source = await author(master, 'Astronomia');
      const professor = o.users.professorA1.token;
      const copies = async () =>
        (await trails(professor)).filter((tr) => tr.dscTitulo === 'Astronomia' && tr.editable);
      const tree = async (token: string, codTrlLivro: number) => {
        const chapters = await json<Chapter[]>(
          await call(token, 'GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${codTrlLivro}`),
        );
        return Promise.all(
          chapters.map(async (c) => {
            const lessons = await json<Lesson[]>(
              await call(token, 'GET', `/api/trl_aula/pegarAulasDoCapitulo/${c.codTrlCapitulo}`),
            );
            return {
              chapter: c.dscTitulo,
              lessons: await Promise.all(
                lessons.map(async (l) => ({
                  lesson: l.dscTitulo,
                  contents: (
                    await json<Content[]>(
                      await call(token, 'GET', `/api/trl_conteudo/conteudosDaAula/${l.codTrlAula}`),
                    )
                  ).map(({ codTrlTipoConteudo, numSequencia, dscTitulo, dscTexto, nomJogo }) => ({
                    codTrlTipoConteudo,
                    numSequencia,
                    dscTitulo,
                    dscTexto,
                    nomJogo,
                  })),
                })),
              ),
            };
          }),
        );
      };

      // A crash half way: the append of the copy's first content fails.
      const pipeline = t.app.get(CommandPipeline);
      const runAs = pipeline.runAs.bind(pipeline);
      const crash = vi.spyOn(pipeline, 'runAs').mockImplementation((meta, options) => {
        const command = options.command as { type?: string };
        if (command.type === 'CreateContent') return Promise.reject(new Error('crash'));
        return runAs(meta, options);
      });
      const failed = await call(professor, 'POST', `/api/trl_livro/copiar/${source.trail.codTrlLivro}`);
      crash.mockRestore();
      expect(failed.status).toBe(500);
      expect(await copies()).toEqual([]);

      const copied = await call(professor, 'POST', `/api/trl_livro/copiar/${source.trail.codTrlLivro}`);
      expect(copied.status).toBe(200);
      const { codTrlLivro } = await json<{ codTrlLivro: number }>(copied);
      expect((await copies()).map((tr) => tr.codTrlLivro)).toEqual([codTrlLivro]);
      expect(await tree(professor, codTrlLivro)).toEqual(await tree(master, source.trail.codTrlLivro));
      expect((await tree(professor, codTrlLivro))[0]!.lessons[0]!.contents).toHaveLength(2);
      // The copy is the Professor's: it changes it, the source stays the catalogue's.
      expect(
        await status(professor, 'PUT', `/api/trl_livro/${codTrlLivro}`, { dscTitulo: 'Minha astronomia' }),
      ).toBe(200);
      expect(
        await status(professor, 'PUT', `/api/trl_livro/${source.trail.codTrlLivro}`, { dscTitulo: 'X' }),
      ).toBe(403);
      // Another school's trail cannot be copied: it is not there for the caller.
      expect(await status(o.users.professorB1.token, 'POST', `/api/trl_livro/copiar/${codTrlLivro}`)).toBe(
        404,
      );
      expect(await status(o.users.diretorA1.token, 'POST', `/api/trl_livro/copiar/${codTrlLivro}`)).toBe(403);
    });
  });
});
