import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPool } from '@school/test-support';
import { createTestDatabase, testRedisUrl, uniquePrefix } from '../test/databases.js';
import { openSocket } from '../test/sockets.js';

/** The app as `npm start` runs it (built by `npm run build:backend`). */
const MAIN = fileURLToPath(new URL('../dist/src/main.js', import.meta.url));
const ADMIN = { login: 'ADMN-0001', password: 'senha-que-nunca-se-loga-7Qx' };
const GRACE_MS = 10_000;
const SIGN_INS = 24;
const RENAMES = 6;

interface Answer {
  id: string;
  kind: 'sign-in' | 'rename';
  status?: number;
  body?: string;
  error?: string;
}

let database: { url: string; drop(): Promise<void> };
let files: string;
let pool: pg.Pool;
let child: ChildProcess;
let port: number;
const stdout: string[] = [];
let stderr = '';
const sockets: Socket[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One request on a connection of its own (no keep-alive), answered or failed with its error code. */
function send(
  method: string,
  path: string,
  options: { id: string; kind: Answer['kind']; body?: unknown; token?: string },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-request-id': options.id,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ id: options.id, kind: options.kind, status: res.statusCode, body }));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ id: options.id, kind: options.kind, error: error.code ?? error.message }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ id: options.id, kind: options.kind, error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

const signIn = (id: string) =>
  send('POST', '/api/auth/login', {
    id,
    kind: 'sign-in',
    body: { username: ADMIN.login, password: ADMIN.password },
  });

/** The events the store holds per correlation id. */
async function eventsByCorrelation(ids: string[]): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ id: string; n: number }>(
    `select metadata->>'correlationId' as id, count(*)::int as n from es_events
      where metadata->>'correlationId' = any($1) group by 1`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Resolves once the app has printed `text`; rejects if it exits first. */
function printed(text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!stdout.join('').includes(text)) return;
      child.stdout!.off('data', check);
      child.off('exit', exited);
      resolve();
    };
    const exited = () => reject(new Error(`the app exited before printing "${text}": ${stderr}`));
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}

function logLines(): Record<string, unknown>[] {
  return stdout
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  expect(existsSync(MAIN), 'run `npm run build:backend` first').toBe(true);
  database = await createTestDatabase('graceful-stop');
  pool = createTestPool(database.url, 2);
  files = await mkdtemp(join(tmpdir(), 'files-graceful-stop-'));
  port = await freePort();
  child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: uniquePrefix('graceful-stop'),
      FILES_DIR: files,
      ADMIN_LOGIN: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'log',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SETTLE_TIMEOUT_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await printed('School platform ready');
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await pool?.end();
  await database?.drop();
  if (files) await rm(files, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('answers every request it accepted, refuses the rest cleanly, loses nothing and exits 0', async () => {
    // What one uninterrupted sign-in appends, to compare the burst's with.
    const warmUp = await signIn('warm-up-sign-in');
    expect(warmUp.status).toBe(202);
    const token = (JSON.parse(warmUp.body!) as { access_token: string }).access_token;
    const perSignIn = (await eventsByCorrelation(['warm-up-sign-in'])).get('warm-up-sign-in') ?? 0;
    expect(perSignIn).toBeGreaterThan(0);

    // Schools to rename, one per request (no two requests compete for one stream).
    const schools: number[] = [];
    for (let i = 0; i < RENAMES; i++) {
      const created = await send('POST', '/api/bse_escola', {
        id: `create-${i}`,
        kind: 'rename',
        token,
        body: { nomEscola: `Escola Parada ${i}`, cstTxtPrefixoLogin: `P${String.fromCharCode(65 + i)}` },
      });
      expect(created.status, created.body).toBe(200);
    }
    const listed = await send('GET', '/api/bse_escola?search=parada', { id: 'list', kind: 'rename', token });
    for (const school of JSON.parse(listed.body!) as { codBseEscola: number }[])
      schools.push(school.codBseEscola);
    expect(schools).toHaveLength(RENAMES);

    const socket = await openSocket(`http://127.0.0.1:${port}`, token, sockets);
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // The burst: sign-ins (argon2, slow on purpose) and renames, all in flight at once.
    const burst = [
      ...Array.from({ length: SIGN_INS }, (_, i) => signIn(`burst-sign-in-${i}`)),
      ...schools.map((id, i) =>
        send('PUT', `/api/bse_escola/${id}`, {
          id: `burst-rename-${i}`,
          kind: 'rename',
          token,
          body: { nomEscola: `Escola Renomeada ${i}`, codBseEndereco: null, codBseEscola: id },
        }),
      ),
    ];
    const early: Answer[] = [];
    const first = Promise.race(burst);
    burst.forEach((p) => void p.then((a) => early.push(a)));
    await first;
    expect(early.length, 'the burst must still be in flight when the signal comes').toBeLessThan(
      burst.length,
    );

    const exited = new Promise<{ code: number | null; signal: string | null; ms: number }>((resolve) => {
      const started = Date.now();
      child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started }));
    });
    child.kill('SIGTERM');
    // Arrives once the app stopped listening: refused before anything ran.
    await printed('SIGTERM: stopping');
    const late = await signIn('late-sign-in');

    const results = await Promise.all(burst);
    const exit = await exited;
    expect(exit, stderr).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(GRACE_MS);

    // Stdout is JSON lines; the app's own record of what it received is there.
    const output = stdout.join('');
    const lines = logLines();
    const completed = new Map(
      lines.filter((l) => l.msg === 'request completed').map((l) => [l.correlationId as string, l]),
    );
    const seen = new Set(lines.map((l) => l.correlationId).filter((id) => typeof id === 'string'));
    expect(lines.filter((l) => l.msg === 'request aborted')).toEqual([]);

    // Every request the app received got a whole answer. One that failed at the connection was
    // never received: the kernel still held it when the app stopped listening (nothing of it
    // ran), as the late one that came after.
    const stored = await eventsByCorrelation([...results.map((r) => r.id), late.id]);
    const answered = results.filter((r) => r.error === undefined);
    for (const result of [...results, late]) {
      if (result.error !== undefined) {
        expect(['ECONNREFUSED', 'ECONNRESET'], `${result.id}: ${result.error}`).toContain(result.error);
        expect(seen.has(result.id), `${result.id} failed at the connection but was received`).toBe(false);
        expect(stored.get(result.id), `${result.id} failed yet stored events`).toBeUndefined();
      }
    }
    expect(late.error, 'a request after the signal is refused').toBeDefined();
    // Each answered write's events are in the store exactly once.
    expect(answered.length).toBeGreaterThan(0);
    for (const result of answered) {
      expect(result.status, `${result.id}: ${result.body}`).toBe(result.kind === 'sign-in' ? 202 : 200);
      expect(completed.get(result.id), result.id).toBeDefined();
      expect(stored.get(result.id) ?? 0, result.id).toBe(result.kind === 'sign-in' ? perSignIn : 1);
    }

    // The sockets were closed as a lost connection is: the client reconnects on its own.
    expect(await socketClosed).toBe('transport close');

    // The lines carry each request's id, the user's once signed in, never the password or token.
    expect(output).not.toContain(ADMIN.password);
    expect(output).not.toContain(token);
    for (const result of answered.filter((r) => r.kind === 'rename'))
      expect(completed.get(result.id)).toMatchObject({ userId: 1 });
    const stopping = lines.find((l) => l.context === 'Stop' && String(l.msg).startsWith('SIGTERM: stopping'));
    const inFlight = Number(/(\d+) requests in flight/.exec(String(stopping?.msg))?.[1]);
    expect(inFlight, 'requests the app was running when the signal came').toBeGreaterThan(0);
    expect(lines.some((l) => l.context === 'Stop' && String(l.msg).startsWith('stopped in'))).toBe(true);
  });
});
