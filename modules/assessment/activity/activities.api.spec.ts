import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Question } from '@school/modules/assessment';
import type { Chapter, Trail } from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAsDefault, json, refusal as error, XSS_CORPUS } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('activities and questions API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let science: number;
  let maths: number;
  let chapters: number[];
  let mathsChapter: number;

  const call = callAsDefault(
    () => t,
    () => master,
  );
  const activities = async (query = '', token = master) =>
    json<Activity[]>(await call('GET', `/api/bse_atividade${query}`, undefined, token));
  const questions = async (activity: number, token = master) =>
    json<Question[]>(await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, undefined, token));

  const trail = async (dscTitulo: string) => {
    await call('POST', '/api/trl_livro', { dscTitulo });
    return (await json<Trail[]>(await call('GET', '/api/trl_livro'))).find((x) => x.dscTitulo === dscTitulo)!
      .codTrlLivro;
  };
  const chapter = async (codTrlLivro: number, dscTitulo: string) => {
    await call('POST', '/api/trl_capitulo', { dscTitulo, codTrlLivro });
    const all = await json<Chapter[]>(
      await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${codTrlLivro}`),
    );
    return all.find((c) => c.dscTitulo === dscTitulo)!.codTrlCapitulo;
  };
  const create = async (nomAtividade: string, capitulos = chapters, codTrlLivro = science) => {
    const response = await call('POST', '/api/bse_atividade', {
      codTrlLivro,
      capitulos,
      nomAtividade,
      desDescricao: `Descrição de ${nomAtividade}`,
    });
    expect(await response.json()).toBe(1);
    return (await activities()).find((a) => a.nomAtividade === nomAtividade)!.codBseAtividade;
  };
  const multipleChoice = (codBseAtividade: number) => ({
    codBseAtividade,
    titulo: 'Estados da água',
    enuEnunciado: '<p>Em que estado a água <strong>ferve</strong>?</p>',
    tipoQuestao: 'MULTIPLA_ESCOLHA',
    multiplaEscolha: [{ descricao: 'Líquido' }, { descricao: 'Gasoso' }],
    resRespostaEsperada: 'Gasoso',
  });

  beforeAll(async () => {
    t = await createTestApp('activities');
    o = await buildOrganization(t);
    master = o.users.master.token;
    science = await trail('Ciências');
    maths = await trail('Matemática');
    chapters = [await chapter(science, 'Água'), await chapter(science, 'Ar')];
    mathsChapter = await chapter(maths, 'Frações');
  });
  afterAll(() => t.close());

  it('creates, lists with creator, trail and chapters, filters, edits and deletes an activity', async () => {
    const id = await create('Prova de Ciências');
    const mathsId = await create('Prova de Matemática', [mathsChapter], maths);
    const [first] = await activities();
    expect(first!.codBseAtividade).toBe(mathsId);
    const one = await json<Activity>(await call('GET', `/api/bse_atividade/${id}`));
    expect(one).toMatchObject({
      nomAtividade: 'Prova de Ciências',
      desDescricao: 'Descrição de Prova de Ciências',
      usuarioCriacao: expect.any(String),
      codUsuarioCriacao: 1,
      livro: { codTrlLivro: science, dscTitulo: 'Ciências' },
      questoes: 0,
    });
    expect(one.capitulos.map((c) => c.dscTitulo)).toEqual(['Água', 'Ar']);
    expect(new Date(one.datCriacao).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await activities(`?codTrlLivro=${maths}`)).map((a) => a.codBseAtividade)).toEqual([mathsId]);
    expect(
      (await activities(`?codTrlLivro=0&capitulos=${chapters[1]}`)).map((a) => a.codBseAtividade),
    ).toEqual([id]);

    const changed = await call('PUT', `/api/bse_atividade/${id}`, {
      codTrlLivro: science,
      capitulos: [{ codTrlCapitulo: chapters[1] }],
      nomAtividade: 'Prova 2',
      desDescricao: 'Nova',
    });
    expect(await changed.json()).toBe(1);
    expect(await json<Activity>(await call('GET', `/api/bse_atividade/${id}`))).toMatchObject({
      nomAtividade: 'Prova 2',
      capitulos: [expect.objectContaining({ codTrlCapitulo: chapters[1] })],
    });

    expect(await (await call('DELETE', `/api/bse_atividade/${id}`)).json()).toBe(1);
    expect((await call('GET', `/api/bse_atividade/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/bse_atividade/${id}`)).status).toBe(404);
  });

  it('refuses a missing field with "Todos os campos devem ser preenchidos." in the client’s language, appending nothing', async () => {
    const head = await t.store.headPosition();
    for (const body of [
      { codTrlLivro: science, capitulos: [], nomAtividade: 'A', desDescricao: 'B' },
      { codTrlLivro: science, capitulos: chapters, nomAtividade: ' ', desDescricao: 'B' },
      { codTrlLivro: science, capitulos: chapters, nomAtividade: 'A', desDescricao: '' },
      { capitulos: chapters, nomAtividade: 'A', desDescricao: 'B' },
    ]) {
      expect(await error(await call('POST', '/api/bse_atividade', body))).toMatchObject({
        status: 400,
        message: 'Todos os campos devem ser preenchidos.',
      });
    }
    const english = await call(
      'POST',
      '/api/bse_atividade',
      { codTrlLivro: science, capitulos: [] },
      master,
      { 'accept-language': 'en' },
    );
    expect((await error(english)).message).toBe('All fields must be filled in.');
    expect(
      await error(
        await call('POST', '/api/bse_atividade', {
          codTrlLivro: science,
          capitulos: [mathsChapter],
          nomAtividade: 'A',
          desDescricao: 'B',
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Escolha capítulos do livro selecionado.' });
    expect(
      (
        await call('POST', '/api/bse_atividade', {
          codTrlLivro: 999,
          capitulos: [1],
          nomAtividade: 'A',
          desDescricao: 'B',
        })
      ).status,
    ).toBe(404);
    expect(await t.store.headPosition()).toBe(head);
  });

  it('keeps an activity whole when one of its chapters is deleted: the chapter drops out of its list', async () => {
    const extra = await chapter(science, 'Fogo');
    const id = await create('Prova do Fogo', [chapters[0]!, extra]);
    expect((await call('DELETE', `/api/trl_capitulo/${extra}`)).status).toBe(200);
    const [activity] = (await activities()).filter((a) => a.codBseAtividade === id);
    expect(activity!.capitulos.map((c) => c.codTrlCapitulo)).toEqual([chapters[0]]);
  });

  it('adds, lists, edits and deletes questions of both kinds, with every rule of the form', async () => {
    const id = await create('Prova com questões');
    expect(await (await call('POST', '/api/bse_questao', multipleChoice(id))).json()).toBe(1);
    const essay = {
      codBseAtividade: id,
      titulo: 'Ciclo da água',
      enuEnunciado: '<p>Explique o ciclo da água.</p>',
      tipoQuestao: 'DISCURSIVA',
      multiplaEscolha: [{ descricao: 'sobra' }],
      resRespostaEsperada: 'Evaporação, condensação e precipitação.',
    };
    expect(await (await call('POST', '/api/bse_questao', essay)).json()).toBe(1);
    const [mc, open] = await questions(id);
    expect(mc).toMatchObject({
      titulo: 'Estados da água',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: [
        { codBseQuestaoMultiplaEscolha: 1, descricao: 'Líquido' },
        { codBseQuestaoMultiplaEscolha: 2, descricao: 'Gasoso' },
      ],
      resRespostaEsperada: 'Gasoso',
    });
    expect(open).toMatchObject({ tipoQuestao: 'DISCURSIVA', multiplaEscolha: [] });
    expect((await activities()).find((a) => a.codBseAtividade === id)!.questoes).toBe(2);

    const head = await t.store.headPosition();
    const refused = async (change: object) =>
      (await error(await call('POST', '/api/bse_questao', { ...multipleChoice(id), ...change }))).message;
    expect(await refused({ titulo: '' })).toBe('Todos os campos devem ser preenchidos');
    expect(await refused({ enuEnunciado: '<p></p>' })).toBe('Todos os campos devem ser preenchidos');
    expect(await refused({ enuEnunciado: '<script>alert(1)</script>' })).toBe(
      'Todos os campos devem ser preenchidos',
    );
    expect(await refused({ tipoQuestao: 'OUTRA' })).toBe('Todos os campos devem ser preenchidos');
    expect(await refused({ multiplaEscolha: [{ descricao: 'Só uma' }], resRespostaEsperada: 'Só uma' })).toBe(
      'A questão de múltipla escolha deve ter pelo menos 2 opções.',
    );
    expect(
      await refused({ multiplaEscolha: [{ descricao: 'A' }, { descricao: ' ' }], resRespostaEsperada: 'A' }),
    ).toBe('As opções de múltipla escolha não podem estar vazias.');
    expect(await refused({ resRespostaEsperada: '' })).toBe(
      'Por favor, selecione a resposta correta para a questão de múltipla escolha.',
    );
    expect(await refused({ tipoQuestao: 'DISCURSIVA', resRespostaEsperada: '' })).toBe(
      'Todos os campos devem ser preenchidos',
    );
    expect(await t.store.headPosition()).toBe(head);

    const edited = await call('PUT', `/api/bse_questao/${mc!.codBseQuestao}`, {
      ...multipleChoice(id),
      multiplaEscolha: ['Sólido', 'Líquido', 'Gasoso'],
      resRespostaEsperada: 'Líquido',
    });
    expect(await edited.json()).toBe(1);
    expect(
      (await json<Question>(await call('GET', `/api/bse_questao/${mc!.codBseQuestao}`))).resRespostaEsperada,
    ).toBe('Líquido');
    expect(await (await call('DELETE', `/api/bse_questao/${open!.codBseQuestao}`)).json()).toBe(1);
    expect((await questions(id)).map((q) => q.codBseQuestao)).toEqual([mc!.codBseQuestao]);
    expect((await call('DELETE', `/api/bse_questao/${open!.codBseQuestao}`)).status).toBe(404);
    expect((await call('POST', '/api/bse_questao', multipleChoice(999))).status).toBe(404);
  });

  it('stores statements through the allow-list: an XSS corpus comes back inert', async () => {
    const id = await create('Prova XSS');
    const corpus = XSS_CORPUS;
    for (const enuEnunciado of corpus)
      expect((await call('POST', '/api/bse_questao', { ...multipleChoice(id), enuEnunciado })).status).toBe(
        200,
      );
    for (const { enuEnunciado } of await questions(id)) {
      expect(enuEnunciado).not.toMatch(/<script|<img|<svg|<iframe|\son[a-z]+=|javascript:|style=/i);
    }
    expect((await questions(id)).at(-1)!.enuEnunciado).toBe(
      '<p>estilo</p><a href="https://escola.example" target="_blank" rel="noopener noreferrer nofollow">fonte</a>',
    );
  });

  it('lets the staff read the catalogue, its school’s staff write theirs, and refuses the others', async () => {
    const id = await create('Prova de leitura');
    for (const user of [o.users.professorA1, o.users.gestorA, o.users.diretorA1, o.users.coordenadorA1]) {
      expect((await call('GET', '/api/bse_atividade', undefined, user.token)).status).toBe(200);
      expect(
        (await call('GET', `/api/bse_questao?codBseAtividade=${id}`, undefined, user.token)).status,
      ).toBe(200);
    }
    // The catalogue is the Master's to write: a school's staff read it but may not change it (403,
    // the rule trails follow), a Diretor has no permission to write (403).
    for (const user of [o.users.professorA1, o.users.gestorA, o.users.coordenadorA1]) {
      expect((await call('DELETE', `/api/bse_atividade/${id}`, undefined, user.token)).status).toBe(403);
      expect((await call('POST', '/api/bse_questao', multipleChoice(id), user.token)).status).toBe(403);
    }
    expect(
      (await call('DELETE', `/api/bse_atividade/${id}`, undefined, o.users.diretorA1.token)).status,
    ).toBe(403);
    for (const user of [o.users.alunoA1, o.users.assistente])
      expect((await call('GET', '/api/bse_atividade', undefined, user.token)).status).toBe(403);
    expect((await t.call('GET', '/api/bse_atividade')).status).toBe(401);
  });

  describe('a school’s activities (decision 0071)', () => {
    const body = (nomAtividade: string) => ({
      codTrlLivro: science,
      capitulos: chapters,
      nomAtividade,
      desDescricao: `Descrição de ${nomAtividade}`,
    });
    const createAs = async (token: string, nomAtividade: string) => {
      expect(await json(await call('POST', '/api/bse_atividade', body(nomAtividade), token))).toBe(1);
      return (await activities('', token)).find((a) => a.nomAtividade === nomAtividade)!;
    };
    const status = async (method: string, path: string, token: string, payload?: unknown) =>
      (await call(method, path, payload, token)).status;

    it('gives a Professor’s activity to its school: its staff read it, its Gestor and Coordenador edit it', async () => {
      const mine = await createAs(o.users.professorA1.token, 'Prova do professor A1');
      expect(mine).toMatchObject({ codBseEscola: o.schools.a, editavel: true });
      expect(
        await json(
          await call(
            'POST',
            '/api/bse_questao',
            multipleChoice(mine.codBseAtividade),
            o.users.professorA1.token,
          ),
        ),
      ).toBe(1);
      const path = `/api/bse_atividade/${mine.codBseAtividade}`;

      // Another school's Professor, Gestor and Coordenador: neither read nor edit it (404).
      for (const user of [o.users.professorB1, o.users.gestorB, o.users.coordenadorB1, o.users.diretorB1]) {
        expect((await activities('', user.token)).map((a) => a.codBseAtividade)).not.toContain(
          mine.codBseAtividade,
        );
        expect(await status('GET', path, user.token)).toBe(404);
        expect(
          await status('GET', `/api/bse_questao?codBseAtividade=${mine.codBseAtividade}`, user.token),
        ).toBe(404);
      }
      for (const user of [o.users.professorB1, o.users.gestorB, o.users.coordenadorB1])
        expect(await status('PUT', path, user.token, body('Tomada'))).toBe(404);

      // Its school's Diretor reads it with the expected answers, cannot write (403).
      const [read] = await questions(mine.codBseAtividade, o.users.diretorA1.token);
      expect(read!.resRespostaEsperada).toBe('Gasoso');
      expect(await status('PUT', path, o.users.diretorA1.token, body('Do diretor'))).toBe(403);

      // Its school's Gestor and Coordenador edit it and its questions; the list says so.
      expect((await json<Activity>(await call('GET', path, undefined, o.users.gestorA.token))).editavel).toBe(
        true,
      );
      expect(await status('PUT', path, o.users.gestorA.token, body('Do gestor'))).toBe(200);
      const added = await call(
        'POST',
        '/api/bse_questao',
        multipleChoice(mine.codBseAtividade),
        o.users.coordenadorA1.token,
      );
      expect([added.status, await added.text()]).toEqual([200, '1']);
      expect(await status('PUT', path, o.users.coordenadorA1.token, body('Do coordenador'))).toBe(200);

      // The Master reads every school's, but edits only the catalogue: 403 on a school's it reads.
      const seen = await json<Activity>(await call('GET', path));
      expect(seen).toMatchObject({ nomAtividade: 'Do coordenador', editavel: false });
      expect((await call('PUT', path, body('Do master'))).status).toBe(403);
      expect((await call('DELETE', path)).status).toBe(403);
      const catalogue = await create('Prova da rede');
      expect((await json<Activity>(await call('GET', `/api/bse_atividade/${catalogue}`))).editavel).toBe(
        true,
      );
      expect((await call('PUT', `/api/bse_atividade/${catalogue}`, body('Prova da rede 2'))).status).toBe(
        200,
      );
    });

    it('offers a Professor’s class picker the catalogue, its school’s and its own, never another school’s', async () => {
      const own = await createAs(o.users.professorA1.token, 'Minha prova');
      const school = await createAs(o.users.gestorA.token, 'Prova da escola Alfa');
      const other = await createAs(o.users.professorB1.token, 'Prova da escola Beta');
      const catalogue = await create('Prova do catálogo');
      const offered = (await activities('', o.users.professorA1.token)).map((a) => a.codBseAtividade);
      expect(offered).toEqual(
        expect.arrayContaining([own.codBseAtividade, school.codBseAtividade, catalogue]),
      );
      expect(offered).not.toContain(other.codBseAtividade);

      const add = (atividades: number[]) =>
        call(
          'POST',
          '/api/bse_atividade_turma',
          { codBseTurma: o.classes.a1, atividades },
          o.users.professorA1.token,
        );
      expect((await add([other.codBseAtividade])).status).toBe(404);
      expect((await add([own.codBseAtividade, school.codBseAtividade, catalogue])).status).toBe(200);
    });
  });
});
