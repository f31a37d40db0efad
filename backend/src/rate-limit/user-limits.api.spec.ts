import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck, ChatMessage, ForumPost, ForumTopic } from '@school/modules/community';
import type { ReportExportStatus } from '@school/modules/reporting';
import { closeTestApps, createTestAppPair, type TestApp } from '../../test/app.js';
import { json, type ErrorBody } from '../../test/api.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';
import { JobQueues } from '../jobs/job-queues.service.js';

/** Small limits, so that a test floods them in a few requests. */
const LIMITS = {
  CHAT_MESSAGES_PER_MINUTE: '3',
  GAME_ROUNDS_PER_MINUTE: '3',
  FORUM_POSTS_PER_HOUR: '3',
  REPORT_EXPORTS_PER_HOUR: '3',
  CALENDAR_EVENTS_PER_HOUR: '3',
  GAME_PICKS_PER_MINUTE: '3',
  CONTENT_VIEWS_PER_MINUTE: '3',
  // Exports stay queued: the one-running-export rule is seen without racing a worker.
  WORKER_INLINE: 'false',
};

/**
 * Floods are throttled per user, counted across app instances (two instances share Redis here):
 * beyond its limit a user gets 429 with `Retry-After` and the translated message, and nothing
 * is stored.
 */
describe('per-user limits on floods', () => {
  let a: TestApp;
  let b: TestApp;
  let o: Organization;
  let u: Organization['users'];
  const sockets: Socket[] = [];

  /** The status, the code, the message and the Retry-After header (seconds) of a refusal. */
  const refusal = async (response: Response) => {
    const body = await json<ErrorBody>(response);
    return {
      status: response.status,
      code: body.code,
      message: body.message,
      retryAfter: Number(response.headers.get('retry-after')),
    };
  };

  beforeAll(async () => {
    [a, b] = await createTestAppPair('user-limits', LIMITS);
    o = await buildOrganization(a);
    u = o.users;
  });
  afterAll(() => closeTestApps(sockets, b, a));

  it('takes CHAT_MESSAGES_PER_MINUTE messages, REST and socket on any instance, then 429 and an ack refusal', async () => {
    const room = o.classes.a1 * 2;
    const send = (app: TestApp, txtMensagem: string, language = 'pt') =>
      app.call('POST', '/api/cht_mensagem', {
        token: u.alunoA1.token,
        body: { codChtSala: room, txtMensagem, clientId: txtMensagem },
        headers: { 'accept-language': language },
      });
    for (const [app, text] of [
      [a, 'um'],
      [b, 'dois'],
      [a, 'três'],
    ] as const)
      expect((await send(app, text)).status).toBe(200);
    // A resend of a saved message is not a new one.
    expect((await send(b, 'dois')).status).toBe(200);
    const head = await a.store.headPosition();

    const refused = await refusal(await send(b, 'quatro', 'en'));
    expect(refused).toMatchObject({ status: 429, code: 'chat.tooMany' });
    expect(refused.message).toBe(
      `Too many messages in a short time. Try again in ${refused.retryAfter} seconds.`,
    );
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);

    const socket = io(`${a.url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: u.alunoA1.token },
      extraHeaders: { 'accept-language': 'es' },
    });
    sockets.push(socket);
    const ack = (await socket.emitWithAck('chatToServer', {
      sala: room,
      conteudo: 'cinco',
      id: 'cinco',
    })) as ChatAck;
    expect(ack).toMatchObject({ ok: false, code: 'chat.tooMany' });
    expect(!ack.ok && ack.message).toMatch(
      /^Demasiados mensajes en poco tiempo\. Intente de nuevo en \d+ segundos\.$/,
    );
    expect(!ack.ok && ack.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await a.store.headPosition()).toBe(head);
    const history = await json<ChatMessage[]>(
      await a.call('GET', `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${room}`, {
        token: u.alunoA1.token,
      }),
    );
    expect(history.map((m) => m.txtMensagem)).toEqual(['um', 'dois', 'três']);
    // Another member of the room has its own count.
    expect(
      (
        await a.call('POST', '/api/cht_mensagem', {
          token: u.professorA1.token,
          body: { codChtSala: room, txtMensagem: 'Calma, turma.' },
        })
      ).status,
    ).toBe(200);
    socket.disconnect();
  });

  it('takes GAME_ROUNDS_PER_MINUTE rounds, then 429 before the round is even read', async () => {
    // Whatever each round answers (the student's class has no active trail here), each counts.
    const round = (app: TestApp, language = 'pt') =>
      app.call('POST', '/api/plataforma/tentativa', {
        token: u.alunoA2.token,
        body: { codBseTurma: o.classes.a2, codTrlConteudo: 1 },
        headers: { 'accept-language': language },
      });
    for (const app of [a, b, a]) expect((await round(app)).status).not.toBe(429);
    const head = await a.store.headPosition();
    const refused = await refusal(await round(b));
    expect(refused).toMatchObject({ status: 429, code: 'player.tooManyRounds' });
    expect(refused.message).toBe(
      `Muitas rodadas em pouco tempo. Tente novamente em ${refused.retryAfter} segundos.`,
    );
    expect(await a.store.headPosition()).toBe(head);
    // Another student plays on.
    expect(
      (await a.call('POST', '/api/plataforma/tentativa', { token: u.alunoA1.token, body: {} })).status,
    ).not.toBe(429);
  });

  const limited = [
    {
      limit: 'CALENDAR_EVENTS_PER_HOUR',
      path: '/api/cld_calendario',
      // A student's public events, each shown to its class (issue 31: 60 in 0.9 s).
      token: () => u.alunoA1.token,
      body: () => ({
        dscTitulo: 'Prova',
        hexCorEvento: '#f64c60',
        datEvento: '2026-12-10T10:00:00.000Z',
        indPrivado: 'N',
        perfis: [6],
      }),
      language: 'en',
      code: 'calendar.tooMany',
      message: () => 'You created too many calendar events. Try again in 60 minutes.',
    },
    {
      limit: 'GAME_PICKS_PER_MINUTE',
      path: '/api/plataforma/jogada',
      // Whatever each pick answers (the student's class has no active trail here), each counts.
      token: () => u.alunoA2.token,
      body: () => ({ codBseTurma: o.classes.a2, codTrlConteudo: 1, jogada: 'A' }),
      language: 'es',
      code: 'player.tooManyPicks',
      message: (seconds: number) =>
        `Demasiadas jugadas en poco tiempo. Intente de nuevo en ${seconds} segundos.`,
    },
    {
      limit: 'CONTENT_VIEWS_PER_MINUTE',
      path: '/api/plataforma/visto',
      // Whatever each view answers (no active trail here), each counts, a repeat of the last included.
      token: () => u.alunoA2.token,
      body: () => ({ codBseTurma: o.classes.a2, codTrlConteudo: 1 }),
      language: 'pt',
      code: 'player.tooManyViews',
      message: (seconds: number) =>
        `Muitas visualizações em pouco tempo. Tente novamente em ${seconds} segundos.`,
    },
  ];

  it.each(limited)(
    'takes $limit requests of $path on any instance, then 429 and stores nothing',
    async ({ path, token, body, language, code, message }) => {
      const post = (app: TestApp, as = token()) =>
        app.call('POST', path, { token: as, body: body(), headers: { 'accept-language': language } });
      for (const app of [a, b, a]) expect((await post(app)).status).not.toBe(429);
      const head = await a.store.headPosition();
      const refused = await refusal(await post(b));
      expect(refused).toMatchObject({ status: 429, code, message: message(refused.retryAfter) });
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
      expect(await a.store.headPosition()).toBe(head);
      // Another user goes on.
      expect((await post(a, u.alunoA1Spare3.token)).status).not.toBe(429);
    },
  );

  it('takes FORUM_POSTS_PER_HOUR topics and replies together, then 429 and stores nothing', async () => {
    const token = u.gestorA.token;
    const topics = async () =>
      json<ForumTopic[]>(await a.call('GET', '/api/frm_topico/topicosDaSala/4', { token }));
    const open = (app: TestApp, txtTopico: string) =>
      app.call('POST', '/api/frm_topico', {
        token,
        body: { codFrmSala: 4, txtTopico, dscTopico: 'Mensagem' },
      });
    expect((await open(a, 'Primeiro')).status).toBe(200);
    expect((await open(b, 'Segundo')).status).toBe(200);
    const topic = (await topics()).find((x) => x.txtTopico === 'Primeiro')!.codFrmTopico;
    const reply = (app: TestApp, txtPostagem: string, language = 'pt') =>
      app.call('POST', '/api/frm_postagem', {
        token,
        body: { codFrmTopico: topic, txtPostagem },
        headers: { 'accept-language': language },
      });
    expect((await reply(a, 'Resposta')).status).toBe(200);
    const head = await a.store.headPosition();

    const refusedReply = await refusal(await reply(b, 'Mais uma', 'es'));
    expect(refusedReply).toMatchObject({ status: 429, code: 'forum.tooMany' });
    expect(refusedReply.message).toBe(
      'Publicó demasiados mensajes en el foro. Intente de nuevo en 60 minutos.',
    );
    expect(refusedReply.retryAfter).toBeGreaterThan(59 * 60);
    expect(await refusal(await open(a, 'Terceiro'))).toMatchObject({ status: 429, code: 'forum.tooMany' });
    expect(await a.store.headPosition()).toBe(head);
    expect((await topics()).map((x) => x.txtTopico).sort()).toEqual(['Primeiro', 'Segundo']);
    const posts = await json<ForumPost[]>(
      await a.call('GET', `/api/frm_postagem/postagensDoTopico/${topic}`, { token }),
    );
    expect(posts.map((p) => p.txtPostagem)).not.toContain('Mais uma');
  });

  it('runs one export per requester (409 for another while it waits) and takes REPORT_EXPORTS_PER_HOUR requests, then 429', async () => {
    const token = u.coordenadorA1.token;
    const submit = (app: TestApp, body: object, language = 'pt') =>
      app.call('POST', '/api/rel_relatorio/exportar', {
        token,
        body,
        headers: { 'accept-language': language },
      });
    const jobs = async () =>
      Object.values(await a.app.get(JobQueues).get('report-exports').getJobCounts()).reduce(
        (x, y) => x + y,
        0,
      );
    const accesses = { relatorio: 'filtrarAcessos', codBseTurma: o.classes.a1 };

    const first = await submit(a, accesses);
    expect(first.status).toBe(202);
    const { jobId } = await json<ReportExportStatus>(first);
    // The same request again is the same job; another export waits for this one to end.
    expect((await json<ReportExportStatus>(await submit(b, accesses))).jobId).toBe(jobId);
    const other = await refusal(
      await submit(b, { relatorio: 'filtrarNotas', codBseTurma: o.classes.a1 }, 'en'),
    );
    expect(other).toMatchObject({
      status: 409,
      code: 'report.exportRunning',
      message: 'Wait for the export in progress to end before asking for another.',
    });
    expect(await jobs()).toBe(1);
    // Someone else's export is not held up by it.
    const another = await a.call('POST', '/api/rel_relatorio/exportar', {
      token: u.diretorA1.token,
      body: { relatorio: 'filtrarAcessos', codBseTurma: o.classes.a1 },
    });
    expect(another.status).toBe(202);

    const refused = await refusal(await submit(b, accesses));
    expect(refused).toMatchObject({ status: 429, code: 'report.tooManyExports' });
    expect(refused.message).toBe('Você pediu muitas exportações. Tente novamente em 60 minutos.');
    expect(refused.retryAfter).toBeGreaterThan(59 * 60);
    expect(await jobs()).toBe(2);
  });
});
