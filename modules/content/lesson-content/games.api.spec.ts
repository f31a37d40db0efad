import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Chapter,
  type Content,
  type GameQuestion,
  type GameValues,
  type Lesson,
  type Subject,
  toQuestions,
  type Trail,
} from '@school/modules/content';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { callAsDefault, json } from '@school/backend/test/api';
import { fixturePath } from '@school/backend/test/fixtures';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

interface LoadedGame {
  codTrlConteudo: number;
  codTrlJogo: number;
  nomJogo: string;
  dscTitulo: string;
  dscConteudoJogo: string;
  perguntas: GameQuestion[];
}

describe('games API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let lesson: number;
  /** Uploaded by the Master: references as POST /api/files/images answers them. */
  const jpeg: string[] = [];
  let webp: string;

  const call = callAsDefault(
    () => t,
    () => master,
  );
  const messages = async (response: Response) =>
    ((await response.json()) as ErrorBody).errors?.map((e) => e.message);
  const contents = async (token = master) =>
    json<Content[]>(await call('GET', `/api/trl_conteudo/conteudosDaAula/${lesson}`, undefined, token));
  const upload = async (name: string, token = master) => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixturePath(`images/${name}`))]), name);
    const response = await fetch(`${t.url}/api/files/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { url: string }).url;
  };
  const createGame = (game: GameValues<string>, extra: object = {}) =>
    call('POST', '/api/trl_conteudo_jogo', {
      codTrlAula: lesson,
      ...toQuestions(game),
      ...extra,
    });
  const load = async (id: number, token = master) =>
    json<LoadedGame>(
      await call('GET', `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${id}`, undefined, token),
    );

  /** One game of each kind, as its form gives it (decision 0027's pairing of forms and codes). */
  const tenGames = (): GameValues<string>[] => [
    { codTrlJogo: 1, question: 'Animal que mia', answer: 'gato' },
    { codTrlJogo: 2, images: jpeg.slice(0, 4) },
    { codTrlJogo: 3, hints: ['Tem asas', 'Voa', 'Põe ovos', 'Canta'], images: jpeg.slice(0, 4) },
    { codTrlJogo: 4, group1: jpeg.slice(0, 2), group2: jpeg.slice(2, 4) },
    { codTrlJogo: 5, images: [jpeg[0]!] },
    {
      codTrlJogo: 6,
      question: 'Qual é o maior planeta?',
      image: jpeg[1]!,
      answers: [
        { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
        { dscResposta: 'Terra', indRespostaCorreta: 'N' },
        { dscResposta: 'Marte', indRespostaCorreta: 'N' },
        { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
      ],
    },
    {
      codTrlJogo: 7,
      questions: [
        { dscPergunta: 'A água ferve a 100 °C ao nível do mar.', indRespostaCorreta: 'S' },
        { dscPergunta: 'O Sol gira em torno da Terra.', indRespostaCorreta: 'N' },
      ],
    },
    { codTrlJogo: 8, groups: [jpeg.slice(0, 2), jpeg.slice(2, 4)] },
    {
      codTrlJogo: 9,
      sentence: 'O * é o maior * do Brasil.',
      words: ['Amazonas', 'rio'],
      wrongWords: ['mar'],
    },
    {
      codTrlJogo: 10,
      question: 'Qual destas imagens é uma paisagem?',
      answers: jpeg
        .slice(0, 4)
        .map((img, i) => ({ imgResposta: img, indRespostaCorreta: i === 0 ? 'S' : 'N' })),
    },
  ];

  beforeAll(async () => {
    t = await createTestApp('games');
    o = await buildOrganization(t);
    master = o.users.master.token;
    await call('POST', '/api/trl_livro', { dscTitulo: 'Ciências' });
    const [trail] = await json<Trail[]>(await call('GET', '/api/trl_livro'));
    await call('POST', '/api/trl_capitulo', { dscTitulo: 'Animais', codTrlLivro: trail!.codTrlLivro });
    const [chapter] = await json<Chapter[]>(
      await call('GET', `/api/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`),
    );
    const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia'));
    lesson = (
      await json<Lesson>(
        await call('POST', '/api/trl_aula', {
          codTrlCapitulo: chapter!.codTrlCapitulo,
          codTrlMateria: subject!.codTrlMateria,
          dscTitulo: 'Jogos',
        }),
      )
    ).codTrlAula;
    for (const name of [
      'Landscape_5.jpg',
      'Landscape_8.jpg',
      'Landscape_5.jpg',
      'Landscape_8.jpg',
      'Landscape_5.jpg',
    ])
      jpeg.push(await upload(name));
    webp = await upload('big-height.webp');
  });
  afterAll(() => t.close());

  it('creates one game of each of the ten kinds, each in one event, and reads it back as stored', async () => {
    // Each kind takes a title of its own (decision 0071); the even ones are left without.
    const titleOf = (code: number) => (code % 2 ? `Título ${code}` : null);
    for (const game of tenGames()) {
      const response = await createGame(game, {
        dscConteudoJogo: `Jogo ${game.codTrlJogo}`,
        dscTitulo: titleOf(game.codTrlJogo),
      });
      expect([game.codTrlJogo, response.status]).toEqual([game.codTrlJogo, 200]);
      const { codTrlConteudo } = await json<{ codTrlConteudo: number }>(response);
      // On a loaded machine a write may answer before its read models (X-Read-Model: lagging):
      // the reader comes back until the game is there, as the editor does.
      let loaded = {} as LoadedGame;
      await expect
        .poll(async () => (loaded = await load(codTrlConteudo)).codTrlConteudo, { timeout: 30_000 })
        .toBe(codTrlConteudo);
      expect(loaded).toMatchObject({
        codTrlConteudo,
        codTrlJogo: game.codTrlJogo,
        nomJogo: expect.any(String),
        dscConteudoJogo: `Jogo ${game.codTrlJogo}`,
        dscTitulo: titleOf(game.codTrlJogo) ?? '',
      });
      expect(loaded.nomJogo).not.toBe('');
      expect(loaded.perguntas).toEqual(toQuestions(game).perguntas);
    }
    const events = await t.store.readStream(`lesson-${lesson}`);
    expect(events.filter((e) => e.type === 'ContentCreated')).toHaveLength(10);
    const list = await contents();
    expect(list.map((c) => [c.numSequencia, c.codTrlTipoConteudo])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, 3]),
    );
    expect(new Set(list.map((c) => c.nomJogo)).size).toBe(10);
    // The list shows a game's own title, else its game's name.
    expect(list.map((c) => c.dscTitulo)).toEqual(
      tenGames().map((g, i) => titleOf(g.codTrlJogo) ?? list[i]!.nomJogo),
    );
    expect(
      (
        await call('POST', '/api/trl_conteudo_jogo', {
          codTrlAula: lesson,
          ...toQuestions(tenGames()[0]!),
          dscTitulo: 'x'.repeat(51),
        })
      ).status,
    ).toBe(400);
    // The editor tells games apart by their first question, else by their description.
    const labels = new Map(list.map((c) => [c.numSequencia, c.label]));
    expect([1, 2, 5, 6, 7, 10].map((n) => labels.get(n))).toEqual([
      'Animal que mia',
      'Jogo 2',
      'Jogo 5',
      'Qual é o maior planeta?',
      'A água ferve a 100 °C ao nível do mar.',
      'Qual destas imagens é uma paisagem?',
    ]);
    expect(list.every((c) => !!c.label)).toBe(true);
  });

  it('refuses every broken game with its form’s message, and stores nothing', async () => {
    const before = await contents();
    const refused = async (game: object) =>
      messages(await call('POST', '/api/trl_conteudo_jogo', { codTrlAula: lesson, ...game }));
    expect(await refused({ codTrlJogo: 11, perguntas: [] })).toEqual(['Selecione um jogo.']);
    expect(await refused(toQuestions({ codTrlJogo: 7, questions: [] }))).toEqual([
      'Favor informar as perguntas.',
    ]);
    expect(await refused(toQuestions({ codTrlJogo: 1, question: 'Ai', answer: 'x' }))).toEqual([
      'Favor informar uma pergunta maior.',
    ]);
    expect(await refused(toQuestions({ codTrlJogo: 2, images: jpeg.slice(0, 3) }))).toEqual([
      'Favor subir 4 imagens ou mais.',
    ]);
    expect(
      await refused(toQuestions({ codTrlJogo: 4, group1: jpeg.slice(0, 2), group2: jpeg.slice(0, 1) })),
    ).toEqual(['Favor subir a mesma quantidade nos dois grupos.']);
    expect(await refused(toQuestions({ codTrlJogo: 5, images: jpeg.slice(0, 2) }))).toEqual([
      'Permitido somente 1 imagem.',
    ]);
    expect(
      await refused(
        toQuestions({
          codTrlJogo: 9,
          sentence: 'Os * e os * são * que * e * nas * e * dos *.',
          words: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
          wrongWords: ['i', 'j'],
        }),
      ),
    ).toEqual(['Quantidade máxima de palavras (certas ou erradas) é 9.']);
    expect(
      await refused(
        toQuestions({
          codTrlJogo: 6,
          question: 'Qual?',
          image: null,
          answers: [
            { dscResposta: 'A', indRespostaCorreta: 'S' },
            { dscResposta: '', indRespostaCorreta: 'N' },
            { dscResposta: 'C', indRespostaCorreta: 'N' },
            { dscResposta: 'D', indRespostaCorreta: 'N' },
          ],
        }),
      ),
    ).toEqual(['Favor preencher todos os campos de respostas.']);
    // Images: a quiz's must be jpeg or png; an image must be the author's own upload.
    const quiz = tenGames()[5] as Extract<GameValues<string>, { codTrlJogo: 6 }>;
    expect(await refused(toQuestions({ ...quiz, image: webp }))).toEqual([
      'Formato inválido. Formatos válidos: jpeg e png',
    ]);
    const others = await upload('Landscape_8.jpg', o.users.professorA1.token);
    expect(await refused(toQuestions({ codTrlJogo: 5, images: [others] }))).toEqual([
      'Uma das imagens não foi encontrada. Envie a imagem novamente.',
    ]);
    expect(await refused(toQuestions({ codTrlJogo: 5, images: ['/api/files/not-a-file'] }))).toEqual([
      'Uma das imagens não foi encontrada. Envie a imagem novamente.',
    ]);
    expect(
      (
        await call('POST', '/api/trl_conteudo_jogo', {
          codTrlAula: lesson,
          codTrlJogo: 5,
          perguntas: [{ imgPergunta: 'https://example.com/x.jpg', respostas: [] }],
        })
      ).status,
    ).toBe(400);
    expect(await contents()).toEqual(before);
  });

  it('replaces a game’s whole set in one event; "apagar para editar" deletes nothing', async () => {
    const [shortAnswer] = await contents();
    const id = shortAnswer!.codTrlConteudo;
    const stream = `content-${id}`;
    for (const part of ['trl_conteudo_jogo_pergunta', 'trl_conteudo_jogo_resposta'])
      expect(await json(await call('DELETE', `/api/${part}/apagarParaEditar/${id}`))).toBe(1);
    expect(await t.store.readStream(stream)).toEqual([]);
    expect((await load(id)).perguntas).toEqual(toQuestions(tenGames()[0]!).perguntas);

    const edited: GameValues<string> = { codTrlJogo: 1, question: 'Animal que late', answer: 'cachorro' };
    expect(await json(await call('PUT', `/api/trl_conteudo_jogo/${id}`, toQuestions(edited)))).toBe(1);
    expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['ContentDetailSet']);
    expect((await load(id)).perguntas).toEqual(toQuestions(edited).perguntas);
    // The same set again changes nothing; a broken one is refused and the game stays.
    expect(await json(await call('PUT', `/api/trl_conteudo_jogo/${id}`, toQuestions(edited)))).toBe(1);
    const broken = await call('PUT', `/api/trl_conteudo_jogo/${id}`, toQuestions({ ...edited, answer: '' }));
    expect(await messages(broken)).toEqual(['Favor informar uma resposta.']);
    expect(await t.store.readStream(stream)).toHaveLength(1);
    // Another kind of game on the same content is a new set too.
    const trueOrFalse = tenGames()[6]!;
    expect((await call('PUT', `/api/trl_conteudo_jogo/${id}`, toQuestions(trueOrFalse))).status).toBe(200);
    expect((await load(id)).codTrlJogo).toBe(7);
    // The legacy one-part writes are refused: a game is written whole.
    for (const path of ['/api/trl_conteudo_jogo_pergunta', '/api/trl_conteudo_jogo_resposta/imagem'])
      expect((await json<ErrorBody>(await call('POST', path, { dscPergunta: 'x' }))).code).toBe(
        'game.wholeSet',
      );
    // A text content is not a game.
    const text = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo_texto', { codTrlAula: lesson, dscTexto: 'Texto' }),
    );
    const textId = text.codTrlConteudo;
    expect((await call('DELETE', `/api/trl_conteudo_jogo_pergunta/apagarParaEditar/${textId}`)).status).toBe(
      404,
    );
    expect(
      (await json<ErrorBody>(await call('PUT', `/api/trl_conteudo_jogo/${textId}`, toQuestions(edited))))
        .code,
    ).toBe('content.typeMismatch');
  });

  it('creates a game content by the legacy two calls and inside POST /trl_conteudo', async () => {
    const created = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo', { codTrlAula: lesson, codTrlTipoConteudo: 3 }),
    );
    const puzzle: GameValues<string> = { codTrlJogo: 5, images: [jpeg[4]!] };
    expect(
      await json(
        await call('POST', '/api/trl_conteudo_jogo', {
          codTrlConteudo: created.codTrlConteudo,
          ...toQuestions(puzzle),
        }),
      ),
    ).toBe(1);
    expect((await load(created.codTrlConteudo)).perguntas).toEqual(toQuestions(puzzle).perguntas);
    const inOne = await json<{ codTrlConteudo: number }>(
      await call('POST', '/api/trl_conteudo', {
        codTrlAula: lesson,
        codTrlTipoConteudo: 3,
        jogo: toQuestions(puzzle),
      }),
    );
    expect((await load(inOne.codTrlConteudo)).codTrlJogo).toBe(5);
  });

  it("lets the school staff read the catalogue's games and their images, view-only; refuses the Aluno and the Assistente", async () => {
    const professor = o.users.professorA1.token;
    const list = await contents(professor);
    const memory = list.find((c) => c.nomJogo && c.codTrlTipoConteudo === 3 && c.numSequencia === 2)!;
    const game = await load(memory.codTrlConteudo, professor);
    const image = game.perguntas[0]!.imgPergunta!;
    expect(image).toMatch(/^\/api\/files\//);
    expect([200, 202]).toContain((await t.call('GET', image, { token: professor })).status);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/trl_conteudo_jogo', { codTrlAula: lesson, ...toQuestions(tenGames()[0]!) }],
      ['PUT', `/api/trl_conteudo_jogo/${memory.codTrlConteudo}`, toQuestions(tenGames()[0]!)],
      ['DELETE', `/api/trl_conteudo_jogo_pergunta/apagarParaEditar/${memory.codTrlConteudo}`, undefined],
    ];
    for (const profile of [2, 3, 4, 5] as const) {
      const token = o.viewers[profile].token;
      expect((await load(memory.codTrlConteudo, token)).perguntas).toEqual(game.perguntas);
      expect([200, 202]).toContain((await t.call('GET', image, { token })).status);
      for (const [method, path, body] of writes)
        expect([path, (await call(method, path, body, token)).status]).toEqual([path, 403]);
    }
    for (const profile of [6, 7] as const) {
      const token = o.viewers[profile].token;
      const path = `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${memory.codTrlConteudo}`;
      expect([profile, (await call('GET', path, undefined, token)).status]).toEqual([profile, 403]);
      expect((await t.call('GET', image, { token })).status).toBe(404);
    }
  });

  it('documents the game routes in OpenAPI, with the body of a whole game', async () => {
    type Operation = {
      summary?: string;
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    };
    const document = (await (await t.call('GET', '/api/docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const routes: [string, string][] = [
      ['get', '/api/trl_conteudo_jogo/loadInfoConteudoJogo/{id}'],
      ['post', '/api/trl_conteudo_jogo'],
      ['put', '/api/trl_conteudo_jogo/{id}'],
      ['delete', '/api/trl_conteudo_jogo_pergunta/apagarParaEditar/{id}'],
      ['delete', '/api/trl_conteudo_jogo_resposta/apagarParaEditar/{id}'],
      ['post', '/api/trl_conteudo_jogo_pergunta'],
      ['put', '/api/trl_conteudo_jogo_resposta/imagem/{id}'],
    ];
    for (const [method, path] of routes) expect(document.paths[path]?.[method]?.summary, path).toBeTruthy();
    const body = document.paths['/api/trl_conteudo_jogo']!.post!.requestBody!.content['application/json']!;
    expect(JSON.stringify(body.schema)).toContain('perguntas');
    expect(JSON.stringify(body.schema)).toContain('indRespostaCorreta');
  });
});
