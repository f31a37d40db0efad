import 'reflect-metadata';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testRedisUrl, uniquePrefix } from '../../test/databases.js';
import { startFilesApp } from '../../test/files-app.js';
import { TokenService } from '../auth/token.service.js';
import { loadConfig, type Config } from '../config/config.js';
import { createDatabase, createPool } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { deterministicId } from './deterministic-id.js';
import { failureCode } from './job-events.bridge.js';
import { JobQueues } from './job-queues.service.js';
import { JobsHealth } from './jobs-health.js';
import { startWorker } from './worker.main.js';
import { fixturePath } from '../../test/fixtures.js';

const SECRET = 'jobs-int-spec-secret-at-least-32-characters';

describe('deterministicId', () => {
  it('is a stable uuid v5 per name', () => {
    const id = deterministicId('abc:scaled');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicId('abc:scaled')).toBe(id);
    expect(deterministicId('abc:rejected')).not.toBe(id);
  });
});

describe('job failure codes', () => {
  it('passes message codes on and hides anything else behind generic.server', () => {
    expect(failureCode('file.corrupt')).toBe('file.corrupt');
    expect(failureCode('ECONNREFUSED 127.0.0.1:5432')).toBe('generic.server');
    expect(failureCode(undefined)).toBe('generic.server');
  });
});

describe('JobsHealth', () => {
  it('says Redis is down, quickly, when it cannot be reached', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: uniquePrefix('down') });
    const queues = new JobQueues(config);
    const started = Date.now();
    const state = await new JobsHealth(queues, false).state(500);
    expect(state).toEqual({ redis: 'down', waiting: null, active: null, failed: null, workerInline: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    await queues.onApplicationShutdown();
  });
});

describe('the standalone worker (npm run worker)', () => {
  let app: INestApplication;
  let worker: INestApplicationContext | undefined;
  let config: Config;
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let socket: Socket;

  beforeAll(async () => {
    const database = await createTestDatabase('jobs');
    drop = database.drop;
    pool = createPool(database.url, 5);
    await migrateDatabase(createDatabase(pool));
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: uniquePrefix('jobs'),
      FILES_DIR: await mkdtemp(join(tmpdir(), 'jobs-int-')),
      WORKER_INLINE: 'false',
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'error',
    });
    const store = new PostgresEventStore(pool);

    ({ app } = await startFilesApp({ config, secret: SECRET, db: createDatabase(pool), store }));
  });

  afterAll(async () => {
    socket?.close();
    await worker?.close();
    await app?.get(JobQueues).get('images').obliterate({ force: true });
    await app?.get(JobQueues).get('files-cleanup').obliterate({ force: true });
    await app?.close();
    await pool?.end();
    await drop?.();
    if (config) await rm(config.FILES_DIR, { recursive: true, force: true });
  });

  it('scales what the app enqueued, and the app tells the uploader', async () => {
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const token = app
      .get(TokenService)
      .sign({ userId: 31, profile: 5, schoolId: 1, unitId: 1, login: 'PROF-0031', sessionVersion: 0 }).token;
    socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const done = new Promise((resolve) => socket.on('image:done', resolve));

    const form = new FormData();
    form.append('file', new Blob([await readFile(fixturePath('images/Landscape_5.jpg'))]), 'Landscape_5.jpg');
    const response = await fetch(`${url}/api/files/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = (await response.json()) as { id: string };

    // WORKER_INLINE=false: the app only enqueues.
    expect(await app.get(JobsHealth).state()).toMatchObject({ redis: 'up', waiting: 1, workerInline: false });

    worker = await startWorker(config);
    expect(await done).toEqual({ id, url: `/api/files/${id}`, width: 480, height: 360 });
    const served = await fetch(`${url}/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });
});
