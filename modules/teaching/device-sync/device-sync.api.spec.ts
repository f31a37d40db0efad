import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQuestions } from '@school/modules/content';
import type { ClassProgress, SyncAnswer, SyncItem } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import type { ClassActivity, Question, ResponseRow, StudentAnswers } from '@school/modules/assessment';
import {
  activateForClass,
  authorActivities,
  authorLesson,
  DISCURSIVE_QUESTION,
} from '@school/backend/test/trail.fixture';

describe('the device queue (POST /api/plataforma/sincronizar)', () => {
  let t: TestApp;
  let o: Organization;
  let student: string;
  let text: number;
  let quiz: number;
  let chapter: number;
  let activities: number[];
  let questionOf: Map<number, number>;
  let linkId: number;
  let seq = 0;

  const sync = (itens: unknown[], token = student, language?: string) =>
    t.call('POST', '/api/plataforma/sincronizar', {
      token,
      body: { itens },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const synced = async (itens: unknown[], token = student) => json<SyncAnswer>(await sync(itens, token));
  const id = () => `item-${Date.now().toString(36)}-${seq++}`;
  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
  const item = <T extends SyncItem['tipo']>(
    tipo: T,
    dados: Extract<SyncItem, { tipo: T }>['dados'],
    extra: Partial<SyncItem> = {},
  ): SyncItem =>
    ({
      id: id(),
      tipo,
      codBseUsuario: o.users.alunoA1.id,
      feitoEm: new Date().toISOString(),
      dados,
      ...extra,
    }) as SyncItem;
  const seen = (codTrlConteudo = text, extra: Partial<SyncItem> = {}) =>
    item('visto', { codBseTurma: o.classes.a1, codTrlConteudo }, extra);
  const round = (answers: string[], extra: Partial<SyncItem> = {}) =>
    item('tentativa', { codBseTurma: o.classes.a1, codTrlConteudo: quiz, answers, durationMs: 3000 }, extra);
  const learnerEvents = async () => (await t.store.readStream(`learner-${o.users.alunoA1.id}`)).length;
  const syncEvents = async () => (await t.store.readStream(`device-sync-${o.users.alunoA1.id}`)).length;

  beforeAll(async () => {
    t = await createTestApp('device-sync');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    student = o.users.alunoA1.token;
    const lesson = await authorLesson(t, master);
    chapter = lesson.chapter.codTrlCapitulo;
    const post = async (path: string, body: unknown) =>
      (await json<{ codTrlConteudo: number }>(await t.call('POST', path, { token: master, body })))
        .codTrlConteudo;
    text = await post('/api/trl_conteudo_texto', { codTrlAula: lesson.codTrlAula, dscTexto: 'O Sol.' });
    quiz = await post('/api/trl_conteudo_jogo', {
      codTrlAula: lesson.codTrlAula,
      ...toQuestions({
        codTrlJogo: 6,
        question: 'Qual é o maior planeta?',
        image: null,
        answers: [
          { dscResposta: 'Terra', indRespostaCorreta: 'N' },
          { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
          { dscResposta: 'Marte', indRespostaCorreta: 'N' },
          { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
        ],
      }),
    });
    linkId = await activateForClass(t, o.users.professorA1.token, o.classes.a1, lesson.codTrlLivro);
    // Three activities of the class, each with one essay question, open to answers.
    const professor = o.users.professorA1.token;
    activities = await authorActivities(t, master, lesson.chapter, ['Prova 1', 'Prova 2', 'Prova 3']);
    questionOf = new Map();
    for (const codBseAtividade of activities) {
      await t.call('POST', '/api/bse_questao', {
        token: master,
        body: { codBseAtividade, ...DISCURSIVE_QUESTION },
      });
      const [q] = await json<Question[]>(
        await t.call('GET', `/api/bse_questao?codBseAtividade=${codBseAtividade}`, { token: master }),
      );
      questionOf.set(codBseAtividade, q!.codBseQuestao);
    }
    await t.call('POST', '/api/bse_atividade_turma', {
      token: professor,
      body: { codBseTurma: o.classes.a1, atividades: activities },
    });
    const links = await json<ClassActivity[]>(
      await t.call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, { token: professor }),
    );
    for (const link of links)
      await t.call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, {
        token: professor,
        body: { indAtivo: 'S' },
      });
  });
  const answers = (codBseAtividade: number, resResposta: string) => [
    {
      codBseAtividade,
      codBseTurma: o.classes.a1,
      codBseQuestao: questionOf.get(codBseAtividade)!,
      resResposta,
    },
  ];
  const sheetOf = async (codBseAtividade: number) =>
    json<StudentAnswers>(
      await t.call(
        'GET',
        `/api/bse_questao_resposta/respostas/${codBseAtividade}?codTurma=${o.classes.a1}&codUsuario=${o.users.alunoA1.id}`,
        { token: o.users.professorA1.token },
      ),
    );
  const submissionEvents = async (codBseAtividade: number) =>
    (await t.store.readStream(`submission-${codBseAtividade}-${o.users.alunoA1.id}`)).map((e) => e.type);
  afterAll(() => t.close());

  it('applies a queue in order with each route’s own rules, scores rounds on the server, and counts late items', async () => {
    const queue = [
      seen(text, { feitoEm: hourAgo() }),
      seen(quiz),
      round(['Terra']),
      round(['Júpiter']),
      item('avaliacao', {
        codBseTurma: o.classes.a1,
        codTrlCapitulo: chapter,
        avaliacoes: [1, 2, 3].map((codAvaliacao) => ({ codAvaliacao, numAvaliacao: 5 })),
      }),
    ];
    const response = await sync(queue);
    expect(response.status).toBe(200);
    const answer = await json<SyncAnswer>(response);
    expect(answer.itens.map((i) => [i.id, i.status])).toEqual(queue.map((q) => [q.id, 200]));
    expect(answer.itens[2]!.resultado).toMatchObject({ won: false, score: 0 });
    expect(answer.itens[3]!.resultado).toEqual({ won: true, score: 1, verdicts: [true] });
    expect(answer.itens[4]!.resultado).toBe(1);
    const events = await t.store.readStream(`learner-${o.users.alunoA1.id}`);
    expect(events.map((e) => e.type)).toEqual([
      'ContentViewed',
      'ContentViewed',
      'GameAttempted',
      // Every content seen and the game played: the chapter is complete (then rated).
      'ChapterCompleted',
      'GameAttempted',
      'ChapterRated',
    ]);
    // The item's id goes with its events (what administrators audit).
    expect(events[0]!.metadata).toMatchObject({ idempotencyKey: `device-item:${queue[0]!.id}` });
    const [fact] = await t.store.readStream(`device-sync-${o.users.alunoA1.id}`);
    expect(fact!.data).toMatchObject({
      codBseUsuario: o.users.alunoA1.id,
      codBseTurma: o.classes.a1,
      items: 5,
      lateItems: 1,
    });
    expect(response.headers.get('x-read-model')).toBe('settled');
    // The Professor's progress screen: the student's last sync and its records that came late.
    const progress = await json<ClassProgress>(
      await t.call('GET', `/api/trl_livro_turma/progresso/${linkId}`, { token: o.users.professorA1.token }),
    );
    const mine = progress.alunos.find((a) => a.codBseUsuario === o.users.alunoA1.id)!;
    expect(mine.registrosAtrasados).toBe(1);
    expect(Date.parse(mine.ultimaSincronizacao!)).toBeGreaterThanOrEqual(Date.parse(answer.sincronizadoEm));
    expect(progress.alunos.filter((a) => a.codBseUsuario !== o.users.alunoA1.id)).toEqual(
      progress.alunos
        .filter((a) => a.codBseUsuario !== o.users.alunoA1.id)
        .map((a) => ({ ...a, ultimaSincronizacao: null, registrosAtrasados: 0 })),
    );
  });

  it('stores nothing more when the same queue comes again, and answers as the first time', async () => {
    const queue = [seen(), round(['Júpiter'])];
    const first = await synced(queue);
    const [learner, syncs] = [await learnerEvents(), await syncEvents()];
    const again = await synced(queue);
    expect(again.itens).toEqual(first.itens);
    expect([await learnerEvents(), await syncEvents()]).toEqual([learner, syncs]);
  });

  it('applies an item sent twice in one queue once, answering both alike', async () => {
    const twice = round(['Júpiter']);
    const before = await learnerEvents();
    const answer = await synced([twice, twice]);
    expect(answer.itens[1]).toEqual(answer.itens[0]);
    expect(answer.itens[0]).toMatchObject({ id: twice.id, status: 200, resultado: { won: true } });
    expect(await learnerEvents()).toBe(before + 1);
  });

  it('answers 409 for an id sent before with another body, and applies the rest', async () => {
    const [first] = [seen()];
    await synced([first]);
    const before = await learnerEvents();
    const reused = { ...first!, dados: { codBseTurma: o.classes.a1, codTrlConteudo: quiz } };
    const fresh = round(['Júpiter']);
    const answer = await synced([reused, fresh]);
    expect(answer.itens[0]).toMatchObject({
      id: first!.id,
      status: 409,
      erro: { code: 'sync.idReused', message: 'Já foi recebido outro item com este identificador.' },
    });
    expect(answer.itens[1]).toMatchObject({ id: fresh.id, status: 200 });
    expect(await learnerEvents()).toBe(before + 1);
  });

  it('refuses on its own an unknown type, another user’s item, a content outside the trail and a body its route refuses', async () => {
    const before = await learnerEvents();
    const queue = [
      { ...seen(), tipo: 'foto' },
      seen(text, { codBseUsuario: o.users.alunoA2.id }),
      seen(999_999),
      item('visto', { codBseTurma: o.classes.a1 } as never),
      round(['Júpiter']),
    ];
    const answer = await synced(queue);
    expect(answer.itens.map((i) => [i.id, i.status, i.erro?.code])).toEqual([
      [queue[0]!.id, 400, 'sync.unknownType'],
      [queue[1]!.id, 403, 'sync.otherUser'],
      [queue[2]!.id, 404, 'generic.notFound'],
      [queue[3]!.id, 400, 'generic.invalid'],
      [queue[4]!.id, 200, undefined],
    ]);
    expect(answer.itens[0]!.erro!.message).toBe(
      'Tipo de item desconhecido. Os tipos aceitos são visto, tentativa, avaliacao e resposta.',
    );
    expect(answer.itens[3]!.erro!.errors).toEqual([expect.objectContaining({ field: 'codTrlConteudo' })]);
    expect(await learnerEvents()).toBe(before + 1);
    // In the caller's language, as every error.
    const english = await json<SyncAnswer>(await sync([{ ...seen(), tipo: 'foto' }], student, 'en'));
    expect(english.itens[0]!.erro!.message).toBe(
      'Unknown item type. The accepted types are visto, tentativa, avaliacao and resposta.',
    );
  });

  it('keeps answers that arrive after another device answered, reports them refused, and applies the rest', async () => {
    const [activity] = activities as [number];
    // Answered meanwhile from another device, online.
    const online = await t.call('POST', '/api/bse_questao_resposta', {
      token: student,
      body: answers(activity, 'Pelas artérias.'),
    });
    expect(online.status).toBe(200);
    const offline = item('resposta', answers(activity, 'O coração bombeia o sangue.'), {
      feitoEm: hourAgo(),
    });
    const after = round(['Júpiter']);
    const before = await learnerEvents();
    const answer = await synced([offline, after]);
    expect(answer.itens[0]).toEqual({
      id: offline.id,
      status: 409,
      erro: {
        code: 'sync.answerDuplicate',
        message:
          'Já respondida em outro aparelho. Vale a primeira resposta; esta foi guardada para o professor.',
      },
    });
    expect(answer.itens[1]).toMatchObject({ id: after.id, status: 200 });
    expect(await learnerEvents()).toBe(before + 1);
    expect(await submissionEvents(activity)).toEqual(['AnswersSubmitted', 'SubmissionSetAside']);
    // The teacher reads the answer that counts, and the kept one beside it.
    const sheet = await sheetOf(activity);
    expect(sheet.questoes[0]!.resResposta).toBe('Pelas artérias.');
    expect(sheet.guardadas).toEqual([
      {
        motivo: 'duplicate',
        codBseTurma: o.classes.a1,
        feitoEm: (offline as { feitoEm: string }).feitoEm,
        recebidaEm: expect.any(String),
        respostas: [{ codBseQuestao: questionOf.get(activity), resResposta: 'O coração bombeia o sangue.' }],
      },
    ]);
    // The same queue again: nothing more kept, the same answer.
    expect((await synced([offline, after])).itens).toEqual(answer.itens);
    expect(await submissionEvents(activity)).toEqual(['AnswersSubmitted', 'SubmissionSetAside']);
  });

  it('keeps answers that arrive after the activity closed, and submits those of an open one', async () => {
    const [, closed, open] = activities as [number, number, number];
    const links = await json<ClassActivity[]>(
      await t.call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, {
        token: o.users.professorA1.token,
      }),
    );
    const link = links.find((l) => l.codBseAtividade === closed)!;
    await t.call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, {
      token: o.users.professorA1.token,
      body: { indAtivo: 'N' },
    });
    const late = item('resposta', answers(closed, 'Tarde demais.'));
    const onTime = item('resposta', answers(open, 'A tempo.'));
    const answer = await synced([late, onTime]);
    expect(answer.itens.map((i) => [i.status, i.erro?.code])).toEqual([
      [409, 'sync.answerLate'],
      [200, undefined],
    ]);
    expect(answer.itens[0]!.erro!.message).toMatch(/^Recebida após o encerramento\./);
    expect(await submissionEvents(closed)).toEqual(['SubmissionSetAside']);
    expect(await submissionEvents(open)).toEqual(['AnswersSubmitted']);
    expect((await sheetOf(closed)).guardadas).toMatchObject([
      { motivo: 'late', respostas: [{ resResposta: 'Tarde demais.' }] },
    ]);
    expect((await sheetOf(open)).guardadas).toEqual([]);
    // The responses screen marks the student, though it never answered in time.
    const rows = await json<ResponseRow[]>(
      await t.call('GET', `/api/bse_questao_resposta/${closed}?codTurma=${o.classes.a1}`, {
        token: o.users.professorA1.token,
      }),
    );
    expect(rows.find((r) => r.cod_bse_usuario === o.users.alunoA1.id)).toMatchObject({
      dat_resposta: null,
      guardadas: ['late'],
    });
    expect(rows.filter((r) => r.guardadas.length > 0)).toHaveLength(1);
  });

  it('refuses more than 500 items with 413, applying none', async () => {
    const before = await learnerEvents();
    const response = await sync(Array.from({ length: 501 }, () => seen()));
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({
      code: 'sync.tooManyItems',
      message: 'Envie no máximo 500 itens por vez.',
    });
    expect(await learnerEvents()).toBe(before);
  });

  it('takes a queue only from a signed-in learner', async () => {
    expect((await t.call('POST', '/api/plataforma/sincronizar', { body: { itens: [] } })).status).toBe(401);
    expect((await sync([], o.users.coordenadorA1.token)).status).toBe(403);
  });
});
