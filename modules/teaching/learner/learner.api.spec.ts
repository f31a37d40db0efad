import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassProgress, PlayerTrail } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { uploadFixtureImage } from '@school/backend/test/fixtures';
import { startRound, swapsOf } from '@school/backend/test/game-rounds';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass, authorLesson } from '@school/backend/test/trail.fixture';

describe('player API (/plataforma)', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let student: string;
  let contents: number[];
  let game: number;
  let linkId: number;

  const call = (method: string, path: string, body: unknown, token: string) =>
    t.call(method, path, { token, body });
  const play = async (token = student, classId = o.classes.a1) =>
    json<PlayerTrail>(await call('GET', `/api/plataforma/turma/${classId}`, undefined, token));

  beforeAll(async () => {
    t = await createTestApp('player');
    o = await buildOrganization(t);
    master = o.users.master.token;
    student = o.users.alunoA1.token;
    const { codTrlLivro, codTrlAula } = await authorLesson(t, master);
    const upload = await uploadFixtureImage(t.url, master);
    const { url } = (await upload.json()) as { url: string };
    const created = [
      await call('POST', '/api/trl_conteudo_texto', { codTrlAula: codTrlAula, dscTexto: 'O Sol.' }, master),
      await call(
        'POST',
        '/api/trl_conteudo_jogo',
        {
          codTrlAula: codTrlAula,
          codTrlJogo: 5,
          perguntas: [
            {
              dscPergunta: null,
              imgPergunta: url,
              respostas: [{ imgResposta: url, indRespostaCorreta: 'S' }],
            },
          ],
        },
        master,
      ),
    ];
    contents = [];
    for (const r of created) contents.push((await json<{ codTrlConteudo: number }>(r)).codTrlConteudo);
    game = contents[1]!;
    linkId = await activateForClass(t, o.users.professorA1.token, o.classes.a1, codTrlLivro);
  });
  afterAll(() => t.close());

  it('gives a student its class’s active trail, whole, with its images readable', async () => {
    const trail = await play();
    expect(trail).toMatchObject({ dscTitulo: 'Astronomia', codTrlConteudoAtual: null, vistos: [] });
    const [chapter] = trail.capitulos;
    expect(chapter!.dscTitulo).toBe('Planetas');
    const [text, puzzle] = chapter!.aulas[0]!.conteudos;
    expect(text).toMatchObject({ codTrlTipoConteudo: 1, dscTexto: 'O Sol.', nomTipo: expect.any(String) });
    expect(puzzle).toMatchObject({ codTrlTipoConteudo: 3, codTrlJogo: 5, nomJogo: 'Quebra-cabeça' });
    const image = (puzzle as { jogo: { image: string } }).jogo.image;
    expect([200, 202]).toContain((await t.call('GET', image, { token: student })).status);
    expect((await t.call('GET', image, { token: o.users.alunoA2.token })).status).toBe(404);
    expect((await play(o.users.professorA1.token)).capitulos).toHaveLength(1);
    expect((await play(o.users.professorA1.token, o.classes.a1b)).capitulos).toEqual([]);
  });

  it('records views on the learner’s own stream, and resumes where it left off', async () => {
    const view = (codTrlConteudo: number) =>
      call('POST', '/api/plataforma/visto', { codBseTurma: o.classes.a1, codTrlConteudo }, student);
    expect(await json(await view(contents[0]!))).toBe(1);
    expect((await play()).codTrlConteudoAtual).toBe(contents[0]);
    await view(game);
    const stream = `learner-${o.users.alunoA1.id}`;
    // Every content seen, but its game only looked at: the chapter is not complete yet.
    expect((await t.store.readStream(stream)).map((e) => e.type)).toEqual(['ContentViewed', 'ContentViewed']);
    await view(contents[0]!);
    expect(await play()).toMatchObject({
      codTrlConteudoAtual: contents[0],
      vistos: [...contents].sort((a, b) => a - b),
      concluidos: [],
      jogos: [],
    });
  });

  it('records each game round; refuses a text as a game and contents of other classes', async () => {
    // The puzzle solved on the starting order the server drew for the round (decision 0057).
    const attempt = async (codTrlConteudo: number, token = student, codBseTurma = o.classes.a1) => {
      const drawn = await startRound(t, student, o.classes.a1, game);
      const answers = swapsOf(drawn.board);
      const body = { codBseTurma, codTrlConteudo, roundId: drawn.roundId, answers, durationMs: 5300 };
      return call('POST', '/api/plataforma/tentativa', body, token);
    };
    expect(await json(await attempt(game))).toMatchObject({ won: true, score: 1 });
    const events = await t.store.readStream(`learner-${o.users.alunoA1.id}`);
    const [recorded] = events.filter((e) => e.type === 'GameAttempted');
    expect(recorded!.data).toMatchObject({ codTrlJogo: 5, won: true, score: 1, durationMs: 5300 });
    // The chapter's last game played, with every content seen: the chapter is complete, once.
    expect(events.map((e) => e.type).slice(-2)).toEqual(['GameAttempted', 'ChapterCompleted']);
    expect(await attempt(game)).toHaveProperty('status', 200);
    expect(
      (await t.store.readStream(`learner-${o.users.alunoA1.id}`)).filter(
        (e) => e.type === 'ChapterCompleted',
      ),
    ).toHaveLength(1);
    // Back at the trail, the student finds its best result in the game and the chapter complete.
    expect(await play()).toMatchObject({
      concluidos: [expect.any(Number)],
      jogos: [{ codTrlConteudo: game, rodadas: 2, vencido: true, melhorPontuacao: 100 }],
    });
    expect((await attempt(contents[0]!)).status).toBe(400);
    expect((await attempt(game, o.users.alunoA2.token, o.classes.a2)).status).toBe(404);
    expect((await attempt(game, o.users.alunoA2.token)).status).toBe(404);
    expect((await attempt(999999)).status).toBe(404);
    expect(
      (await call('GET', `/api/plataforma/turma/${o.classes.a1}`, undefined, o.users.alunoB1.token)).status,
    ).toBe(404);
    expect((await call('GET', `/api/plataforma/turma/${o.classes.a1}`, undefined, master)).status).toBe(403);
  });

  it('shows the Professor how far each student of the class is, per chapter', async () => {
    const progress = await json<ClassProgress>(
      await call('GET', `/api/trl_livro_turma/progresso/${linkId}`, undefined, o.users.professorA1.token),
    );
    expect(progress.capitulos).toEqual([
      { codTrlCapitulo: expect.any(Number), dscTitulo: 'Planetas', conteudos: 2, jogos: 1 },
    ]);
    const me = progress.alunos.find((a) => a.codBseUsuario === o.users.alunoA1.id)!;
    expect(me).toMatchObject({
      capitulos: [100],
      percent: 100,
      jogosJogados: 1,
      jogosVencidos: 1,
      melhorPontuacao: 100,
      ultimaAtividade: expect.any(String),
    });
    const other = progress.alunos.find((a) => a.codBseUsuario === o.users.alunoA1Spare3.id)!;
    expect(other).toMatchObject({
      capitulos: [0],
      percent: 0,
      jogosJogados: 0,
      melhorPontuacao: null,
      ultimaAtividade: null,
    });
    // Every content seen but the game only looked at: half of the chapter, not all of it.
    const browser = o.users.alunoA1Spare3.token;
    for (const codTrlConteudo of contents)
      await call('POST', '/api/plataforma/visto', { codBseTurma: o.classes.a1, codTrlConteudo }, browser);
    const after = await json<typeof progress>(
      await call('GET', `/api/trl_livro_turma/progresso/${linkId}`, undefined, o.users.professorA1.token),
    );
    expect(after.alunos.find((a) => a.codBseUsuario === o.users.alunoA1Spare3.id)).toMatchObject({
      capitulos: [50],
      percent: 50,
      jogosJogados: 0,
    });
    expect(
      (await call('GET', `/api/trl_livro_turma/progresso/${linkId}`, undefined, o.users.professorB1.token))
        .status,
    ).toBe(404);
  });

  it('records twenty views and twenty rounds of one learner sent at once, each once, without a 409', async () => {
    const learner = o.users.alunoA1Spare4;
    const body = (codTrlConteudo: number) => ({ codBseTurma: o.classes.a1, codTrlConteudo });
    // Twenty rounds started, each unfinished (one swap of a tile with itself): lost.
    const rounds = [];
    for (let n = 0; n < 20; n++) rounds.push(await startRound(t, learner.token, o.classes.a1, game));
    const round = (roundId: string) => ({ ...body(game), roundId, answers: ['1-1'], durationMs: 900 });
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/plataforma/visto', body(contents[i % 2]!), learner.token),
      ),
      ...rounds.map((r) => call('POST', '/api/plataforma/tentativa', round(r.roundId), learner.token)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
    const counts: Record<string, number> = {};
    const stream = await t.store.readStream(`learner-${learner.id}`);
    for (const e of stream) counts[e.type] = (counts[e.type] ?? 0) + 1;
    // A view is recorded each time the learner moved: one repeating the last is not (issue 31).
    const seen = stream.filter((e) => e.type === 'ContentViewed').map((e) => e.data);
    expect(seen.filter((v, i) => i > 0 && JSON.stringify(v) === JSON.stringify(seen[i - 1]))).toEqual([]);
    expect(counts).toEqual({ ContentViewed: seen.length, GameAttempted: 20, ChapterCompleted: 1 });
    expect(await play(learner.token)).toMatchObject({
      concluidos: [expect.any(Number)],
      jogos: [{ codTrlConteudo: game, rodadas: 20, vencido: false, melhorPontuacao: expect.any(Number) }],
    });
  });

  it('shows a change of the trail at once: a text edited, the chapter renamed', async () => {
    await play();
    const edited = await call(
      'PUT',
      `/api/trl_conteudo_texto/${contents[0]}`,
      { dscTexto: 'A Lua.' },
      master,
    );
    expect(edited.status).toBe(200);
    const [chapter] = (await play()).capitulos;
    expect(chapter!.aulas[0]!.conteudos[0]).toMatchObject({ dscTexto: 'A Lua.' });
    const { codTrlLivro } = await play();
    const renamed = await call(
      'PUT',
      `/api/trl_capitulo/${chapter!.codTrlCapitulo}`,
      { dscTitulo: 'Satélites', codTrlLivro },
      master,
    );
    expect(renamed.status).toBe(200);
    expect((await play()).capitulos[0]!.dscTitulo).toBe('Satélites');
  });
});
