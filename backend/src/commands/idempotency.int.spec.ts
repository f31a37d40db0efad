import { randomBytes } from 'node:crypto';
import { Controller, Module, Post, type INestApplication } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@school/projections/kernel';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { testCoreModule } from '../../test/core.js';
import { createTestDatabase, testRedisUrl, uniquePrefix } from '../../test/databases.js';
import { migrateDatabase } from '../database/migrate.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { NoStoredAnswer, Public, RequirePermission } from '../auth/permission.decorators.js';
import { PermissionGuard } from '../auth/permission.guard.js';
import { TokenService } from '../auth/token.service.js';
import { loadConfig } from '../config/config.js';
import { createDatabase, createPool } from '../database/database.js';
import { ErrorFilter } from '../errors/error.filter.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { IdempotencyCleanup } from './idempotency-cleanup.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

const SECRET = 'idempotency-int-spec-secret-at-least-32-chars';

/** Routes that count their runs: a replayed answer does not run the route again. */
@Controller('probe')
class ProbeController {
  runs = 0;

  @Post('stored')
  @RequirePermission('users.bulk')
  stored() {
    return { run: ++this.runs };
  }

  @Post('secret')
  @RequirePermission('users.bulk')
  @NoStoredAnswer()
  secret() {
    return { run: ++this.runs, token: randomBytes(16).toString('hex') };
  }

  @Post('public')
  @Public()
  open() {
    return { run: ++this.runs };
  }
}

describe('stored answers (Idempotency-Key)', () => {
  let app: INestApplication;
  let url: string;
  let db: Db;
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const database = await createTestDatabase('idempotency');
    drop = database.drop;
    pool = createPool(database.url, 4);
    db = createDatabase(pool);
    await migrateDatabase(db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: uniquePrefix('idempotency'),
    });

    @Module({
      imports: [testCoreModule({ config, secret: SECRET, db, store: new PostgresEventStore(pool) })],
      controllers: [ProbeController],
      providers: [
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    })
    class TestAppModule {}

    app = await NestFactory.create(TestAppModule, { logger: false });
    await app.get(ProjectionEngine).prepare();
    app.setGlobalPrefix('api');
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    token = app.get(TokenService).sign({
      userId: 7,
      profile: 1,
      schoolId: null,
      unitId: null,
      login: 'ADMN-0007',
      sessionVersion: 0,
    }).token;
  });

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await drop?.();
  });

  const post = async (path: string, key: string) => {
    const response = await fetch(`${url}/api/probe/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    });
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as { run: number; token?: string },
    };
  };
  const stored = (key: string) =>
    db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute() as Promise<
      { key: string; body: unknown; created_at: Date }[]
    >;

  it('replays the first answer to a repeat, without running the route again', async () => {
    const first = await post('stored', 'k-stored');
    const again = await post('stored', 'k-stored');
    expect(again).toEqual({ status: first.status, replayed: 'true', body: first.body });
    expect(await stored('k-stored')).toHaveLength(1);
  });

  it('treats a key whose answer is older than 24 hours as new, and keeps the new answer', async () => {
    const first = await post('stored', 'k-old');
    await sql`update idempotency_keys set created_at = now() - interval '24 hours 1 minute'
      where key = 'k-old'`.execute(db);
    const later = await post('stored', 'k-old');
    expect(later.replayed).toBeNull();
    expect(later.body.run).toBeGreaterThan(first.body.run);
    const [row] = await stored('k-old');
    expect(row!.body).toEqual(later.body);
    expect(Date.now() - row!.created_at.getTime()).toBeLessThan(60 * 60 * 1000);
    expect(await post('stored', 'k-old')).toMatchObject({ replayed: 'true', body: later.body });

    // Just under a day old, it is still the same request.
    await sql`update idempotency_keys set created_at = now() - interval '23 hours 59 minutes'
      where key = 'k-old'`.execute(db);
    expect(await post('stored', 'k-old')).toMatchObject({ replayed: 'true', body: later.body });
  });

  it('never stores the answer of a route marked @NoStoredAnswer(): a repeat runs it again', async () => {
    const first = await post('secret', 'k-secret');
    const again = await post('secret', 'k-secret');
    expect(again.replayed).toBeNull();
    expect(again.body.run).toBe(first.body.run + 1);
    expect(again.body.token).not.toBe(first.body.token);
    expect(await stored('k-secret')).toEqual([]);
  });

  it('never stores the answer of a public route, even when the caller sends a valid token', async () => {
    const first = await post('public', 'k-public');
    const again = await post('public', 'k-public');
    expect(again.replayed).toBeNull();
    expect(again.body.run).toBe(first.body.run + 1);
    expect(await stored('k-public')).toEqual([]);
  });
});

describe('idempotency records in the whole app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('idempotency-app');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never stores a sign-in, even one sent with a token and a key', async () => {
    const token = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const signIn = () =>
      t.call('POST', '/api/auth/login', {
        token,
        headers: { 'idempotency-key': 'k-login' },
        body: { username: TEST_ADMIN.login, password: TEST_ADMIN.password },
      });
    const first = await signIn();
    const again = await signIn();
    expect(first.ok && again.ok).toBe(true);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(((await again.json()) as { access_token?: string }).access_token).toBeTruthy();
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('has the projector leader delete the answers older than 24 hours, and only those', async () => {
    const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where tablename = 'idempotency_keys'`.execute(t.db);
    expect(indexes.rows.some((i) => /\(created_at\)/.test(i.indexdef))).toBe(true);

    await sql`insert into idempotency_keys (user_id, key, method, path, state, status, body, created_at) values
      (1, 'expired-1', 'POST', '/api/x', 'done', 201, '{}', now() - interval '25 hours'),
      (1, 'expired-2', 'POST', '/api/x', 'pending', null, null, now() - interval '30 days'),
      (1, 'recent', 'POST', '/api/x', 'done', 201, '{}', now() - interval '23 hours')`.execute(t.db);
    const engine = t.app.get(ProjectionEngine);
    while (!engine.isLeader) await new Promise((r) => setTimeout(r, 20));

    expect(await t.app.get(IdempotencyCleanup).tick()).toBe(2);
    const left = await t.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left).toEqual([{ key: 'recent' }]);
  });
});
