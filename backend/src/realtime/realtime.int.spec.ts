import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser as createdUser, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from '../auth/token.service.js';
import { SUPPORT_SOCKET_EVENTS } from '@school/modules/support';
import { SESSION_ENDED_EVENT } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

let t: TestApp;
let app: TestApp['app'];
let url: string;
let tokens: TokenService;
let SECRET: string;
const sockets: Socket[] = [];

function open(options: Partial<ManagerOptions & SocketOptions>): Socket {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...options });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error & { data?: unknown }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', resolve);
  });
}

function next(socket: Socket, event: string): Promise<unknown> {
  return new Promise((resolve) => socket.once(event, resolve));
}

const token = (userId: number) =>
  tokens.sign({ userId, profile: 5, schoolId: 1, unitId: 1, login: `PROF-${userId}`, sessionVersion: 0 })
    .token;

beforeAll(async () => {
  t = await createTestApp('realtime');
  ({ app, url } = t);
  SECRET = t.config.JWT_SECRET!;
  tokens = app.get(TokenService);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

describe('RealtimeGateway', () => {
  it('admits a socket with the token in auth and sends it what is meant for its user only', async () => {
    const mine = open({ auth: { token: token(21) } });
    const other = open({ auth: { token: `Bearer ${token(22)}` } });
    await Promise.all([connected(mine), connected(other)]);
    const otherGot: unknown[] = [];
    other.on('notice', (payload) => otherGot.push(payload));

    const received = next(mine, 'notice');
    app.get(RealtimeService).toUser(21, 'notice', { text: 'olá' });
    expect(await received).toEqual({ text: 'olá' });

    const broadcast = next(other, 'room-news');
    app.get(RealtimeService).broadcast('user:22', 'room-news', { n: 1 });
    expect(await broadcast).toEqual({ n: 1 });
    expect(otherGot).toEqual([]);
  });

  it('admits a socket with the token in the Authorization header', async () => {
    const socket = open({ extraHeaders: { authorization: `Bearer ${token(23)}` } });
    await connected(socket);
    const received = next(socket, 'notice');
    app.get(RealtimeService).toUser(23, 'notice', 1);
    expect(await received).toBe(1);
  });

  it.each([
    ['no token', () => ({})],
    [
      'a forged token',
      () => ({ auth: { token: jwt.sign({ sub: '21', prf: 1 }, 'another-secret-another-secret-another') } }),
    ],
    [
      'an expired token',
      () => ({
        auth: { token: jwt.sign({ sub: '21', prf: 1, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET) },
      }),
    ],
    [
      'a token without issuer, audience and id',
      () => ({ auth: { token: jwt.sign({ sub: '21', prf: 1, sv: 0 }, SECRET, { expiresIn: 60 }) } }),
    ],
  ])('refuses a socket with %s: connect_error "unauthorized"', async (_, options) => {
    const error = await refused(open(options()));
    expect(error.message).toBe('unauthorized');
    expect(error.data).toMatchObject({ code: 'generic.unauthenticated', message: expect.any(String) });
  });
});

const signedInUser = (login: string, profile: number) => createdUser(t, login, profile);

function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('sockets follow the session', () => {
  const support = {
    name: 'Maria Souza',
    email: 'maria@escola.com.br',
    pagina: 'trilhas',
    desc: 'A trilha não abre no tablet.',
  };

  it("closes a deactivated Assistente's socket at once; it receives nothing after, other desks still do", async () => {
    const master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const gone = await signedInUser('RDMT-0071', 7);
    const stays = await signedInUser('RDMT-0072', 7);
    const aluno = await signedInUser('RDMT-0061', 6);
    const goneSocket = open({ auth: { token: gone.token } });
    const staysSocket = open({ auth: { token: stays.token } });
    await Promise.all([connected(goneSocket), connected(staysSocket)]);
    const goneGot: unknown[] = [];
    goneSocket.onAny((event: string, payload: unknown) => goneGot.push([event, payload]));

    const ended = next(goneSocket, SESSION_ENDED_EVENT);
    const disconnected = closed(goneSocket);
    const off = await t.call('POST', `/api/bse_usuario/${gone.id}/desativar`, { token: master });
    expect(off.status).toBe(200);
    expect(await ended).toEqual({ reason: 'revoked' });
    expect(await disconnected).toBe('io server disconnect');

    const arrived = next(staysSocket, SUPPORT_SOCKET_EVENTS.created);
    expect((await t.call('POST', '/api/bse_suporte', { token: aluno.token, body: support })).status).toBe(
      201,
    );
    expect(await arrived).toMatchObject({ desc: support.desc });
    // Disconnected by the server (and not reconnecting), the socket can hear nothing more.
    expect(goneSocket.disconnected).toBe(true);
    app.get(RealtimeService).toUser(gone.id, 'notice', 'secret');
    expect(goneGot).toEqual([[SESSION_ENDED_EVENT, { reason: 'revoked' }]]);

    // The old token cannot open a new socket either.
    const again = await refused(open({ auth: { token: gone.token } }));
    expect(again.message).toBe('unauthorized');
  });

  it("keeps a user's other sockets open when one token signs out, and closes that token's socket", async () => {
    const user = await signedInUser('RDMT-0062', 6);
    const laptop = await t.signIn('RDMT-0062', 'senha-forte');
    const outSocket = open({ auth: { token: user.token } });
    const staysSocket = open({ auth: { token: laptop } });
    await Promise.all([connected(outSocket), connected(staysSocket)]);
    const disconnected = closed(outSocket);
    expect((await t.call('POST', '/api/auth/logout', { token: user.token, body: {} })).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    const received = next(staysSocket, 'notice');
    app.get(RealtimeService).toUser(user.id, 'notice', 'still here');
    expect(await received).toBe('still here');
  });

  it('closes a socket when its token expires', async () => {
    const user = await signedInUser('RDMT-0063', 6);
    const shortLived = jwt.sign({ prf: 6, sch: 1, uni: null, lgn: 'RDMT-0063', sv: 0 }, SECRET, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: 2,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      jwtid: randomUUID(),
    });
    const socket = open({ auth: { token: shortLived } });
    await connected(socket);
    const ended = next(socket, SESSION_ENDED_EVENT);
    expect(await closed(socket)).toBe('io server disconnect');
    expect(await ended).toEqual({ reason: 'expired' });
    expect((await refused(open({ auth: { token: shortLived } }))).message).toBe('unauthorized');
  });
});
