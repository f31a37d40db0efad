import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_TOPIC_EVENT } from '@school/modules/community';
import type { Db } from '@school/projections/kernel';
import { createTestDatabase, testRedisUrl, uniquePrefix } from '../../test/databases.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import type { EventStore } from '@school/modules/kernel';
import { createEventStore } from '../event-store/event-store.factory.js';
import { masterKeyFrom, PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { TEST_PERSONAL_DATA_KEY } from '../../test/app.js';
import { ensureProjectionTables } from '../projection-engine/checkpoint-store.js';
import { rebuildProjection } from '../projection-engine/rebuild.js';
import { ALL_PROJECTIONS } from '../projections.js';
import { startClusterProxy } from './cluster-proxy.js';

/** `npm run cluster` after its build: the supervisor of the app instances, worker and proxy. */
const CLUSTER = fileURLToPath(new URL('../../dist/src/cluster/cluster.main.js', import.meta.url));
const ADMIN = { username: 'ADMN-0001', password: 'admin-secret' };
/** The projector leader's advisory lock (projection-engine.ts's LEADER_LOCK_KEY, 0x5c401). */
const LEADER_LOCK_OBJID = 0x5c401;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let files: string;
let pool: pg.Pool;
let db: Db;
/** The store as the app reads it: personal data opened with the cluster's key (decision 0061). */
let store: EventStore;
let cluster: ChildProcess;
let output = '';
let base: number;
let token: string;
const sockets: Socket[] = [];

const proxyUrl = () => `http://127.0.0.1:${base}`;
const instanceUrl = (index: number) => `http://127.0.0.1:${base + index}`;

async function until<T>(check: () => Promise<T | false> | T | false, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached in ${ms} ms; cluster said:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A port P with P+1 and P+2 free too: the proxy and the two instances. */
async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(port + i)));
    if (all.every(Boolean)) return port;
  }
}

async function call(url: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Whether the instance at `url` leads the projectors, from the Master's health details. */
async function leads(url: string): Promise<boolean> {
  const response = await call(url, 'GET', '/api/health').catch(() => null);
  if (!response?.ok) return false;
  return ((await response.json()) as { projections: { leader: boolean } }).projections.leader;
}

/** The OS process holding the leader lock, from the application_name its lock connection carries. */
async function leaderPid(): Promise<number | null> {
  const { rows } = await sql<{ name: string }>`select a.application_name as name
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.objid = ${LEADER_LOCK_OBJID}
      and a.datname = current_database()`.execute(db);
  const match = rows[0]?.name.match(/^projection-leader (\d+)@/);
  return match ? Number(match[1]) : null;
}

/** Whether every read model's checkpoint has reached the event store's head. */
async function caughtUp(): Promise<boolean> {
  const head = await store.headPosition();
  const { rows } = await sql<{ behind: number }>`select count(*)::int as behind from projection_checkpoints
    where position < ${head}`.execute(db);
  return rows[0]!.behind === 0;
}

/** Every row of a table, as sorted JSON lines: two tables are equal when these are. */
async function tableRows(target: Db, table: string): Promise<string[]> {
  const rows = await target.selectFrom(table).selectAll().execute();
  return rows.map((row) => JSON.stringify(row)).sort();
}

function openSocket(url: string, namespace = ''): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}${namespace}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

beforeAll(async () => {
  expect(existsSync(CLUSTER), 'run `npm run build:backend` first').toBe(true);
  database = await createTestDatabase('cluster');
  files = await mkdtemp(join(tmpdir(), 'files-cluster-'));
  pool = createPool(database.url);
  db = createDatabase(pool);
  store = createEventStore(
    { ERASURE_LEDGER: join(files, 'erasure-ledger.jsonl') },
    pool,
    new PersonalDataKeys(pool, masterKeyFrom(TEST_PERSONAL_DATA_KEY)),
  ).store;
  base = await freePorts(3);
  cluster = spawn(process.execPath, [CLUSTER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(base),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: uniquePrefix('cluster'),
      FILES_DIR: files,
      ADMIN_LOGIN: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
      LOG_LEVEL: 'error',
      SETTLE_TIMEOUT_MS: '15000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cluster.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cluster.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => {
    if (cluster.exitCode !== null) throw new Error(`the cluster stopped:\n${output}`);
    return output.includes('cluster ready');
  }, 120_000);
  token = await signIn(proxyUrl());
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (cluster && cluster.exitCode === null) {
    const stopped = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await stopped;
  }
  await store?.close();
  await db?.destroy();
  await database?.drop();
  if (files) await rm(files, { recursive: true, force: true });
}, 60_000);

describe('npm run cluster', () => {
  it('answers through the proxy round robin, and a live update made on one instance reaches sockets on both', async () => {
    // The Master's health details say whether the answering instance leads: two requests in a
    // row reach both instances, one leading and one not.
    const answers = [await leads(proxyUrl()), await leads(proxyUrl())];
    expect(answers.sort()).toEqual([false, true]);

    // Two websockets in a row through the proxy land on the two instances; a topic the Master
    // opens on instance 1 is pushed (socket.io's Redis adapter) to both.
    const viaProxy = [await openSocket(proxyUrl()), await openSocket(proxyUrl())];
    const heard = viaProxy.map(
      (socket) => new Promise<{ codFrmTopico: number }>((resolve) => socket.once(FORUM_TOPIC_EVENT, resolve)),
    );
    const created = await call(instanceUrl(1), 'POST', '/api/frm_topico', {
      codFrmSala: 4,
      txtTopico: 'Aviso do cluster',
      dscTopico: 'Uma instância publica, a outra entrega.',
    });
    expect(created.status).toBe(200);
    const notices = await Promise.all(heard);
    expect(notices[0]!.codFrmTopico).toBe(notices[1]!.codFrmTopico);
  });

  it('tells the instances the client’s address and protocol as nginx would, and skips a dead instance', async () => {
    // Two stand-in instances that answer the headers they got; the second is down from the start.
    const echo = createHttpServer((req, res) =>
      res.end(
        JSON.stringify({ for: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }),
      ),
    );
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const alive = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
    const port = await freePorts(2);
    const proxy = await startClusterProxy([alive, `http://127.0.0.1:${port + 1}`], port);
    try {
      const got = async (headers: Record<string, string> = {}) =>
        (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as {
          for: string;
          proto: string;
        };
      // The peer is appended after what the client wrote; the protocol is set, never appended.
      expect(await got({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })).toEqual({
        for: expect.stringMatching(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/),
        proto: 'http',
      });
      // The next turn is the dead instance's: that request is answered 502, then the refused
      // instance is left out of the rotation and every request reaches the live one.
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await fetch(`http://127.0.0.1:${port}/`)).status);
      expect(statuses).toEqual([502, 200, 200, 200]);
    } finally {
      await proxy.close();
      await new Promise((resolve) => echo.close(resolve));
    }
  });

  it('survives a kill -9 of the projector leader under load: another leads within 5 s, nothing is skipped or applied twice', async () => {
    // Three schools, each renamed by its own lane (a rename expects the school's revision).
    const lanes = [1, 2, 3];
    for (const lane of lanes) {
      const response = await call(proxyUrl(), 'POST', '/api/bse_escola', {
        nomEscola: `Escola Cluster ${lane}`,
        cstTxtPrefixoLogin: `C${'ABC'[lane - 1]}`,
        codBseEndereco: null,
        codUsuarioCriacao: 1,
      });
      expect(await response.json()).toBe(1);
    }
    const { rows: schools } = await sql<{ id: number }>`select cod_bse_escola as id from school_list
      where nom_escola like 'Escola Cluster %' order by nom_escola`.execute(db);
    expect(schools).toHaveLength(3);

    let loading = true;
    let writes = 0;
    const load = async (work: (n: number) => Promise<Response>) => {
      for (let n = 0; loading; n++) {
        // A request in flight on the killed instance fails (502 or a reset): the load goes on.
        const response = await work(n).catch(() => null);
        if (response?.ok) writes++;
        await response?.arrayBuffer().catch(() => undefined);
      }
    };
    const running = [
      ...schools.map(({ id }, lane) =>
        load((n) =>
          call(proxyUrl(), 'PUT', `/api/bse_escola/${id}`, {
            nomEscola: `Escola Cluster ${lane + 1} rodada ${n}`,
            codBseEndereco: null,
            codBseEscola: id,
          }),
        ),
      ),
      load(() =>
        fetch(`${proxyUrl()}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        }),
      ),
    ];

    try {
      await until(() => writes >= 20);
      const pid = await until(async () => (await leaderPid()) ?? false);
      const leaderIndex = (await leads(instanceUrl(1))) ? 1 : 2;
      const survivor = 3 - leaderIndex;
      expect(await leads(instanceUrl(survivor))).toBe(false);

      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      await until(() => leads(instanceUrl(survivor)), 10_000);
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      expect(await leaderPid()).not.toBe(pid);
      // The supervisor reports the death, and the load keeps writing through the survivor.
      await until(() => output.includes(`app-${leaderIndex} exited (SIGKILL)`));
      const afterKill = writes;
      await until(() => writes >= afterKill + 20);
    } finally {
      loading = false;
      await Promise.all(running);
    }

    // The new leader's read models reach the head.
    await until(caughtUp);

    // Each event counted once: the statistics and the access log agree with the event store.
    const { rows: logged } = await sql<{ type: string; n: string }>`select type, count(*)::text as n
      from es_events group by type order by type`.execute(db);
    const { rows: stats } = await sql<{
      type: string;
      n: string;
    }>`select event_type as type, events::text as n
      from event_stats order by event_type`.execute(db);
    expect(stats).toEqual(logged);
    const { rows: attempts } = await sql<{ events: number; log: number }>`select
        (select count(*)::int from es_events where type = 'LoginAttempted') as events,
        (select count(*)::int from access_log) as log`.execute(db);
    expect(attempts[0]!.log).toBe(attempts[0]!.events);
    expect(attempts[0]!.events).toBeGreaterThan(5);

    // Every read model equals a rebuild from the whole log into another database, table by table.
    const rebuilt = await createTestDatabase('cluster_rebuild');
    const rebuiltDb = createDatabase(createPool(rebuilt.url));
    try {
      await migrateDatabase(rebuiltDb);
      for (const projection of ALL_PROJECTIONS) {
        await ensureProjectionTables(rebuiltDb, projection);
        await rebuildProjection(rebuiltDb, store, projection);
        for (const table of projection.tables)
          expect(await tableRows(rebuiltDb, table), `${projection.name}: ${table}`).toEqual(
            await tableRows(db, table),
          );
      }
    } finally {
      await rebuiltDb.destroy();
      await rebuilt.drop();
    }
  }, 180_000);
});
