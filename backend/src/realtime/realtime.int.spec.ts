import 'reflect-metadata';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import jwt from 'jsonwebtoken';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, TokenService } from '../auth/token.service.js';
import { CONFIG, loadConfig } from '../config/config.js';
import { RealtimeModule } from './realtime.module.js';
import { RealtimeService } from './realtime.service.js';

const SECRET = 'realtime-int-spec-secret-at-least-32-chars';

let app: INestApplication;
let url: string;
let tokens: TokenService;
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
  tokens.sign({ userId, profile: 5, schoolId: 1, unitId: 1, login: `PROF-${userId}` });

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET });

  @Global()
  @Module({
    providers: [
      { provide: CONFIG, useValue: config },
      { provide: JWT_SECRET, useValue: SECRET },
      TokenService,
    ],
    exports: [CONFIG, JWT_SECRET, TokenService],
  })
  class TestCoreModule {}

  @Module({ imports: [TestCoreModule, RealtimeModule] })
  class TestAppModule {}

  app = await NestFactory.create(TestAppModule, { logger: false });
  await app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  tokens = app.get(TokenService);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
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
    ['no token', {}],
    [
      'a forged token',
      { auth: { token: jwt.sign({ sub: '21', prf: 1 }, 'another-secret-another-secret-another') } },
    ],
    [
      'an expired token',
      { auth: { token: jwt.sign({ sub: '21', prf: 1, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET) } },
    ],
  ])('refuses a socket with %s: connect_error "unauthorized"', async (_, options) => {
    const error = await refused(open(options));
    expect(error.message).toBe('unauthorized');
    expect(error.data).toMatchObject({ code: 'generic.unauthenticated', message: expect.any(String) });
  });
});
