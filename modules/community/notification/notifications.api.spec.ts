import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_SOCKET_EVENT, type NotificationPage } from '@school/modules/community';
import type { SupportRequest } from '@school/modules/support';
import { closeTestApps, createTestAppPair, type TestApp } from '@school/backend/test/app';
import { callAs, json, refusal } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { drained, openSocket } from '@school/backend/test/sockets';

describe('notifications API', () => {
  let t: TestApp;
  /** A second instance sharing the database and Redis: the projector leader is `t`. */
  let t2: TestApp;
  let u: Organization['users'];
  const sockets: Socket[] = [];
  const call = callAs(() => t);

  const mine = async (token: string, query = '') =>
    json<NotificationPage>(await call('GET', `/api/notificacoes${query}`, token));
  const mark = (token: string, body: unknown) => call('POST', '/api/notificacoes/lidas', token, body);
  const open = async (txtTopico: string) => {
    expect(
      await json(
        await call('POST', '/api/frm_topico', u.diretorA1.token, {
          codFrmSala: 4,
          txtTopico,
          dscTopico: 'x',
        }),
      ),
    ).toBe(1);
    const topics = await json<{ codFrmTopico: number; txtTopico: string }[]>(
      await call('GET', '/api/frm_topico/topicosDaSala/4', u.diretorA1.token),
    );
    return topics.find((x) => x.txtTopico === txtTopico)!.codFrmTopico;
  };
  const reply = async (token: string, codFrmTopico: number) =>
    expect(
      (await call('POST', '/api/frm_postagem', token, { codFrmTopico, txtPostagem: 'Resposta' })).status,
    ).toBe(200);

  beforeAll(async () => {
    [t, t2] = await createTestAppPair('notifications');
    u = (await buildOrganization(t)).users;
  });
  afterAll(() => closeTestApps(sockets, t2, t));

  it('tells those who opened or answered a topic of a reply, live on a socket of another instance', async () => {
    const topic = await open('Reunião de pais');
    await reply(u.professorA1.token, topic);
    // The Professor's socket is on the instance that does not lead the projector.
    const socket = await openSocket(t2.url, u.professorA1.token, sockets);
    const heard = new Promise<void>((resolve) => socket.once(NOTIFICATION_SOCKET_EVENT, () => resolve()));
    await reply(u.alunoA1.token, topic);
    await heard;
    const page = await mine(u.professorA1.token);
    expect(page).toMatchObject({ total: 1, naoLidas: 1 });
    expect(page.itens[0]).toMatchObject({ tipo: 'forumReply', registro: topic, lida: false });
    // The director opened it: told of both replies in one notification, unread.
    expect(await mine(u.diretorA1.token)).toMatchObject({ total: 1, naoLidas: 1 });
    // The student wrote the last reply: nothing.
    expect((await mine(u.alunoA1.token)).itens.filter((n) => n.tipo === 'forumReply')).toEqual([]);
  });

  it('tells a sender its support request was dealt with, newest first, a page at a time', async () => {
    const sent = await json<SupportRequest>(
      await call('POST', '/api/bse_suporte', u.alunoA1.token, {
        name: 'Aluno',
        email: 'aluno@escola.br',
        pagina: 'acesso',
        desc: 'Não consigo entrar.',
      }),
    );
    expect((await call('DELETE', `/api/bse_suporte/${sent.codBseSuporte}`, u.assistente.token)).status).toBe(
      200,
    );
    const page = await mine(u.alunoA1.token);
    expect(page.itens[0]).toMatchObject({ tipo: 'supportAnswered', registro: sent.codBseSuporte });
    const topic = await open('Outro assunto');
    await reply(u.alunoA1.token, topic);
    await reply(u.professorA1.token, topic);
    const both = await mine(u.alunoA1.token);
    expect(both.itens.map((n) => n.tipo)).toEqual(['forumReply', 'supportAnswered']);
    const second = await mine(u.alunoA1.token, '?page=2&size=1');
    expect(second).toMatchObject({ total: 2, naoLidas: 2 });
    expect(second.itens.map((n) => n.tipo)).toEqual(['supportAnswered']);
  });

  it('marks read only the caller’s own notifications, some or all, and tells its other sockets', async () => {
    const theirs = (await mine(u.professorA1.token)).itens.map((n) => n.id);
    // Another person's ids: nothing marked, nothing shown.
    expect(await json(await mark(u.alunoA2.token, { ids: theirs }))).toBe(0);
    expect(await mine(u.alunoA2.token)).toEqual({ itens: [], total: 0, naoLidas: 0 });
    expect((await mine(u.professorA1.token)).naoLidas).toBe(1);
    const student = await mine(u.alunoA1.token);
    const socket = await openSocket(t2.url, u.alunoA1.token, sockets);
    const heard = new Promise<void>((resolve) => socket.once(NOTIFICATION_SOCKET_EVENT, () => resolve()));
    expect(await json(await mark(u.alunoA1.token, { ids: [student.itens[1]!.id, ...theirs] }))).toBe(1);
    await heard;
    expect((await mine(u.alunoA1.token)).itens.map((n) => n.lida)).toEqual([false, true]);
    // Again: already read.
    expect(await json(await mark(u.alunoA1.token, { ids: [student.itens[1]!.id] }))).toBe(0);
    expect(await json(await mark(u.alunoA1.token, { todas: true }))).toBe(1);
    expect((await mine(u.alunoA1.token)).naoLidas).toBe(0);
    await drained(t.app, u.alunoA1.id, socket);
  });

  it('answers nothing older than 90 days, nor marks it', async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await t.db
      .insertInto('notifications')
      .values({
        id: 90_000,
        cod_bse_usuario: u.alunoB1.id,
        tipo: 'gradeAssigned',
        registro: 1,
        cod_bse_turma: null,
        event_id: 'old',
        created_at: old,
        lida: false,
      })
      .execute();
    expect(await mine(u.alunoB1.token)).toEqual({ itens: [], total: 0, naoLidas: 0 });
    expect(await json(await mark(u.alunoB1.token, { ids: [90_000] }))).toBe(0);
    expect(await json(await mark(u.alunoB1.token, { todas: true }))).toBe(0);
  });

  it('refuses a mark that names neither ids nor all, and a caller without a session', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { todas: false }, { ids: [1], todas: true }])
      expect((await refusal(await mark(u.alunoA1.token, body))).status).toBe(400);
    expect((await t.call('GET', '/api/notificacoes')).status).toBe(401);
    expect((await call('GET', '/api/notificacoes?size=51', u.alunoA1.token)).status).toBe(400);
  });
});
