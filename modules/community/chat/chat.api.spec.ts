import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatAck,
  ChatMessage,
  ChatPresence,
  ChatRoom,
  ChatRoomUser,
  ChatSync,
  ChatSyncAck,
} from '@school/modules/community';
import { closeTestApps, createTestApp, createTestAppPair, type TestApp } from '@school/backend/test/app';
import { openSocket } from '@school/backend/test/sockets';
import { callAs, json, refusal as error } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { CommandBus } from '@nestjs/cqrs';
import { SetUserActiveCommand } from '@school/modules/identity/server';

/**
 * The chat over REST and its /chat socket, with two app instances on one database and Redis:
 * what one instance saves reaches the members connected to the other, once and in order.
 */
describe('chat API and socket', () => {
  let a: TestApp;
  let b: TestApp;
  let o: Organization;
  let u: Organization['users'];
  const sockets: Socket[] = [];

  const call = callAs(() => a);
  const rooms = async (token: string) =>
    json<ChatRoom[]>(await call('GET', '/api/cht_usuario_sala/listarSalas/x', token));
  const history = async (token: string, room: number) =>
    json<ChatMessage[]>(
      await call('GET', `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${room}`, token),
    );
  const classRoom = (classId: number) => classId * 2;
  /** Ready once the room's users arrive, which the /chat namespace sends on connecting. */
  const connect = (app: TestApp, token: string) =>
    openSocket(`${app.url}/chat`, token, sockets, 'getUsersInChat');
  const send = (socket: Socket, sala: number, conteudo: string, id?: string) =>
    socket.emitWithAck('chatToServer', {
      login: 'x',
      nome: 'x',
      sala,
      horario: new Date().toISOString(),
      conteudo,
      id,
    }) as Promise<ChatAck>;

  beforeAll(async () => {
    [a, b] = await createTestAppPair('chat');
    o = await buildOrganization(a);
    u = o.users;
  });
  afterAll(() => closeTestApps(sockets, b, a));

  it('gives each user its class rooms and, to a unit’s staff, the unit’s room', async () => {
    expect((await rooms(u.alunoA1.token)).map((r) => [r.codChtSala, r.nomSala, r.tipo])).toEqual([
      [classRoom(o.classes.a1), 'Turma A1', 'turma'],
    ]);
    expect((await rooms(u.professorA1.token)).map((r) => r.nomSala)).toEqual([
      'Turma A1',
      'Turma A1 B',
      'Equipe Unidade Alfa Um',
    ]);
    expect((await rooms(u.diretorA1.token)).map((r) => [r.nomSala, r.tipo])).toEqual([
      ['Equipe Unidade Alfa Um', 'unidade'],
    ]);
    expect(await rooms(u.gestorA.token)).toEqual([]);
  });

  it('saves a message once, refuses blank, long and foreign ones, and lets only the sender delete', async () => {
    const room = classRoom(o.classes.a1);
    const body = { codChtSala: room, txtMensagem: 'Bom dia, turma!', clientId: 'rest-1' };
    const first = await json<ChatMessage>(await call('POST', '/api/cht_mensagem', u.professorA1.token, body));
    const again = await json<ChatMessage>(await call('POST', '/api/cht_mensagem', u.professorA1.token, body));
    expect(again.codChtMensagem).toBe(first.codChtMensagem);
    expect((await history(u.alunoA1.token, room)).filter((m) => m.clientId === 'rest-1')).toHaveLength(1);
    expect((await rooms(u.alunoA1.token))[0]!.ultimaMensagem?.txtMensagem).toBe('Bom dia, turma!');

    expect(
      await error(
        await call('POST', '/api/cht_mensagem', u.alunoA1.token, { codChtSala: room, txtMensagem: '   ' }),
      ),
    ).toEqual({
      status: 400,
      message: 'Escreva uma mensagem.',
    });
    expect(
      await error(
        await call('POST', '/api/cht_mensagem', u.alunoA1.token, {
          codChtSala: room,
          txtMensagem: 'x'.repeat(251),
        }),
      ),
    ).toEqual({ status: 400, message: 'A mensagem pode ter no máximo 250 caracteres.' });
    expect(
      (await call('POST', '/api/cht_mensagem', u.alunoB1.token, { codChtSala: room, txtMensagem: 'Oi' }))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/cht_mensagem/dadosDaMensagem/${first.codChtMensagem}`, u.alunoB1.token))
        .status,
    ).toBe(404);
    expect(
      await json(
        await call('GET', `/api/cht_mensagem/dadosDaMensagem/${first.codChtMensagem}`, u.alunoA1.token),
      ),
    ).toMatchObject({
      cstLogin: u.professorA1.login,
      txtMensagem: 'Bom dia, turma!',
    });

    expect(
      await error(await call('DELETE', `/api/cht_mensagem/${first.codChtMensagem}`, u.alunoA1.token)),
    ).toEqual({
      status: 410,
      message: 'Sem permissão.',
    });
    expect(
      await json(await call('DELETE', `/api/cht_mensagem/${first.codChtMensagem}`, u.professorA1.token)),
    ).toBe(1);
    expect((await history(u.alunoA1.token, room)).map((m) => m.codChtMensagem)).not.toContain(
      first.codChtMensagem,
    );
  });

  it('keeps an XSS corpus as typed text: nothing is interpreted on the way', async () => {
    const room = classRoom(o.classes.a1);
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
    ];
    for (const txtMensagem of corpus)
      expect(
        (await call('POST', '/api/cht_mensagem', u.alunoA1.token, { codChtSala: room, txtMensagem })).status,
      ).toBe(200);
    expect((await history(u.alunoA1.token, room)).slice(-3).map((m) => m.txtMensagem)).toEqual(corpus);
  });

  it('delivers a message sent on one instance to members on the other, in order and exactly once', async () => {
    const room = classRoom(o.classes.a1);
    const student = await connect(a, u.alunoA1.token);
    const outsider = await connect(a, u.alunoB1.token);
    const teacher = await connect(b, u.professorA1.token);
    const received: ChatMessage[] = [];
    const leaked: ChatMessage[] = [];
    student.on('chatToClient', (m: ChatMessage) => received.push(m));
    outsider.on('chatToClient', (m: ChatMessage) => leaked.push(m));
    const echoes: ChatMessage[] = [];
    teacher.on('chatToClient', (m: ChatMessage) => echoes.push(m));

    const acks: ChatAck[] = [];
    for (const text of ['Um', 'Dois', 'Três']) acks.push(await send(teacher, room, text, `live-${text}`));
    expect(acks.every((ack) => ack.ok)).toBe(true);
    await expect.poll(() => received.map((m) => m.txtMensagem)).toEqual(['Um', 'Dois', 'Três']);
    // A resend after a dropped connection (the same id) is the same message, delivered to nobody again.
    const resent = await send(teacher, room, 'Três', 'live-Três');
    expect(resent.ok && resent.mensagem.codChtMensagem).toBe(acks[2]!.ok && acks[2]!.mensagem.codChtMensagem);

    const refused = await send(teacher, room, 'x'.repeat(251));
    expect(refused).toEqual({
      ok: false,
      code: 'chat.tooLong',
      message: 'A mensagem pode ter no máximo 250 caracteres.',
    });
    expect(await send(outsider, room, 'Entrei?')).toMatchObject({ ok: false, code: 'chat.roomNotFound' });

    // The student syncs what came after the first one it had: nothing lost, nothing twice.
    const sync = new Promise<ChatSync>((resolve) => student.once('syncMessages', resolve));
    student.emit('requestSyncMessages', { sala: room, depois: received[0]!.codChtMensagem });
    expect((await sync).mensagens.map((m) => m.txtMensagem)).toEqual(['Dois', 'Três']);

    // Everything the others were sent has arrived by the time a later message has.
    await send(teacher, room, 'Fim', 'live-fim');
    await expect.poll(() => received.length).toBe(4);
    expect(received.map((m) => m.txtMensagem)).toEqual(['Um', 'Dois', 'Três', 'Fim']);
    expect(leaked).toEqual([]);
    expect(echoes).toEqual([]);
    for (const s of [student, outsider, teacher]) s.disconnect();
  });

  it('acknowledges a message and a sync emitted the moment the socket connects, once admission ends', async () => {
    const room = classRoom(o.classes.a1);
    // Emitted before the connection is even open: socket.io sends its buffer as soon as it connects.
    const socket = io(`${a.url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: u.alunoA1Spare4.token },
    });
    sockets.push(socket);
    const acked = send(socket, room, 'Logo ao conectar', 'on-connect-1');
    const synced = socket.emitWithAck('requestSyncMessages', {
      sala: room,
      depois: 0,
    }) as Promise<ChatSyncAck>;
    const ack = await acked;
    expect(ack).toMatchObject({
      ok: true,
      mensagem: { txtMensagem: 'Logo ao conectar', clientId: 'on-connect-1' },
    });
    const sync = await synced;
    expect(sync.ok && sync.sala).toBe(room);
    expect(
      await socket.emitWithAck('requestSyncMessages', { sala: classRoom(o.classes.b1), depois: 0 }),
    ).toEqual({ ok: false, code: 'chat.roomNotFound', message: 'Sala não encontrada.' });
    expect(
      (await history(u.alunoA1Spare4.token, room)).filter((m) => m.clientId === 'on-connect-1'),
    ).toHaveLength(1);
    socket.disconnect();
  });

  it('keeps a client id apart per room: the same id in a second room is a second message, never a 500', async () => {
    const [first, second] = [classRoom(o.classes.a1), classRoom(o.classes.a1b)];
    const body = (codChtSala: number) => ({
      codChtSala,
      txtMensagem: `Sala ${codChtSala}`,
      clientId: 'same-id',
    });
    const inFirst = await call('POST', '/api/cht_mensagem', u.professorA1.token, body(first));
    expect(inFirst.status).toBe(200);
    const inSecond = await call('POST', '/api/cht_mensagem', u.professorA1.token, body(second));
    expect(inSecond.status).toBe(200);
    expect((await json<ChatMessage>(inSecond)).codChtSala).toBe(second);
    // The same message sent twice at once (a resend racing the first) is saved once, and both are answered.
    const twice = await Promise.all(
      [a, b].map((app) =>
        app.call('POST', '/api/cht_mensagem', {
          token: u.professorA1.token,
          body: { codChtSala: first, txtMensagem: 'Ao mesmo tempo', clientId: 'racing-id' },
        }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    const socket = await connect(a, u.professorA1.token);
    expect(await send(socket, second, 'Sala B outra vez', 'socket-same-id')).toMatchObject({ ok: true });
    expect(await send(socket, first, 'Sala A outra vez', 'socket-same-id')).toMatchObject({ ok: true });
    for (const room of [first, second]) {
      const texts = (await history(u.professorA1.token, room))
        .filter((m) => ['same-id', 'socket-same-id', 'racing-id'].includes(m.clientId ?? ''))
        .map((m) => m.txtMensagem);
      expect(texts).toEqual(
        room === first
          ? [`Sala ${first}`, 'Ao mesmo tempo', 'Sala A outra vez']
          : [`Sala ${second}`, 'Sala B outra vez'],
      );
    }
    socket.disconnect();
  });

  it('shows who is online across instances, and keeps the others online when one instance stops', async () => {
    const room = classRoom(o.classes.a1);
    /** The room's members the list shows online, by id. */
    const online = async () =>
      (
        await json<ChatRoomUser[]>(
          await call(
            'GET',
            `/api/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${room}`,
            u.alunoA1Spare4.token,
          ),
        )
      )
        .filter((x) => x.online)
        .map((x) => x.codBseUsuario)
        .sort();
    const student = await connect(a, u.alunoA1Spare4.token);
    const arrived = new Promise<ChatPresence>((resolve) => student.once('userConnectedOnServer', resolve));
    const c = await createTestApp('chat-c', {}, { sharing: a });
    try {
      const teacherUsers = new Promise<ChatRoomUser[]>((resolve, reject) => {
        const socket = io(`${c.url}/chat`, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          auth: { token: u.professorA1.token },
        });
        sockets.push(socket);
        socket.once('getUsersInChat', resolve);
        socket.once('connect_error', reject);
      });
      const seen = await teacherUsers;
      expect(seen.find((x) => x.codChtSala === room && x.codBseUsuario === u.alunoA1Spare4.id)?.online).toBe(
        true,
      );
      expect((await arrived).login).toBe(u.professorA1.login);
      await expect.poll(online).toEqual([u.professorA1.id, u.alunoA1Spare4.id].sort());
    } finally {
      await c.close();
    }
    await expect.poll(online).toEqual([u.alunoA1Spare4.id]);
    student.disconnect();
  });

  it('disconnects a member as soon as it is deactivated, and refuses a socket without a valid token', async () => {
    const member = await connect(b, u.alunoA1Spare3.token);
    const ended = new Promise<unknown>((resolve) => member.once('session:ended', resolve));
    const closed = new Promise<void>((resolve) => member.once('disconnect', () => resolve()));
    await a.app.get(CommandBus).execute(new SetUserActiveCommand(u.alunoA1Spare3.id, false, null));
    await ended;
    await closed;
    await expect(connect(a, 'forged')).rejects.toThrow('unauthorized');
  });
});
