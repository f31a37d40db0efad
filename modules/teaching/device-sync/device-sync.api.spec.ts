import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQuestions } from '@school/modules/content';
import type { SyncAnswer, SyncItem } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { activateForClass, authorLesson } from '@school/backend/test/trail.fixture';

describe('the device queue (POST /api/plataforma/sincronizar)', () => {
  let t: TestApp;
  let o: Organization;
  let student: string;
  let text: number;
  let quiz: number;
  let chapter: number;
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
    await activateForClass(t, o.users.professorA1.token, o.classes.a1, lesson.codTrlLivro);
  });
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
  });

  it('stores nothing more when the same queue comes again, and answers as the first time', async () => {
    const queue = [seen(), round(['Júpiter'])];
    const first = await synced(queue);
    const [learner, syncs] = [await learnerEvents(), await syncEvents()];
    const again = await synced(queue);
    expect(again.itens).toEqual(first.itens);
    expect([await learnerEvents(), await syncEvents()]).toEqual([learner, syncs]);
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
