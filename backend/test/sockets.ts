import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { RealtimeService } from '../src/realtime/realtime.service.js';

/** The event `drained` sends: no feature uses it. */
const PROBE = 'test:probe';

/**
 * Resolves once everything the server has sent to `socket` before this call has arrived
 * (`user`: the socket's user, by id or by a bearer token): a probe sent to the user now comes
 * after it, as socket.io keeps the order of one socket's messages. A test that checks a socket
 * heard nothing waits for this instead of a fixed time.
 */
export function drained(app: INestApplication, user: number | string, socket: Socket): Promise<void> {
  const userId = typeof user === 'number' ? user : userIdOf(user);
  const token = Math.random().toString(36).slice(2);
  return new Promise<void>((resolve) => {
    const onProbe = (got: string) => {
      if (got !== token) return;
      socket.off(PROBE, onProbe);
      resolve();
    };
    socket.on(PROBE, onProbe);
    app.get(RealtimeService).toUser(userId, PROBE, token);
  });
}

/** `drained` of several users' sockets. */
export async function allDrained(
  app: INestApplication,
  sockets: readonly (readonly [user: number | string, socket: Socket])[],
): Promise<void> {
  await Promise.all(sockets.map(([user, socket]) => drained(app, user, socket)));
}

/** The user id a bearer token was signed for (its JWT subject). */
function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return Number(payload.sub);
}

/**
 * A websocket to the app at `url` (its namespace included, if any) signed in with `token`,
 * kept in `sockets` for the spec to close; resolves on `readyOn` (once connected, unless the
 * namespace greets its sockets with an event of its own), rejects when refused. `headers` go with
 * the handshake (`accept-language`: the socket's language), `auth` joins the token (`language`:
 * the one picked in the app, which goes before the header).
 */
export function openSocket(
  url: string,
  token: string,
  sockets: Socket[],
  readyOn = 'connect',
  headers?: Record<string, string>,
  auth: Record<string, string> = {},
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { ...auth, token },
      ...(headers ? { extraHeaders: headers } : {}),
    });
    sockets.push(socket);
    socket.once(readyOn, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
