import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventStore } from '@school/modules/kernel';
import type { DestinationStream } from 'pino';
import type { Db } from '@school/projections/kernel';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/config.js';
import { DATABASE, EVENT_STORE } from '../src/core/tokens.js';
import { IdentityService } from '@school/modules/identity/server';
import { JobQueues } from '../src/jobs/job-queues.service.js';
import { JobWorkers } from '../src/jobs/job-workers.service.js';
import { ProjectionEngine } from '../src/projection-engine/projection-engine.js';
import { createTestDatabase, testRedisUrl, uniquePrefix } from './databases.js';

export const TEST_ADMIN = { login: 'ADMN-0001', password: 'admin-secret' };

/** The password of the users `signedInUser` creates. */
export const TEST_PASSWORD = 'senha-forte';

/** The master key of personal data every test app uses (the CLI tools a test runs need it too). */
export const TEST_PERSONAL_DATA_KEY = 'test-master-key-of-personal-data-long-enough';

/**
 * A user of school 1 (no unit, no class) of the given profile, created through the identity
 * service as the first start creates the Master, and signed in through the API.
 */
export async function signedInUser(
  t: TestApp,
  login: string,
  profile: number,
  name = `Perfil ${profile}`,
): Promise<{ id: number; token: string }> {
  const { codBseUsuario } = await t.app.get(IdentityService).createUser(
    {
      cstLogin: login,
      password: TEST_PASSWORD,
      nomUsuario: name,
      codBsePerfil: profile,
      codBseEscola: 1,
      codBseUnidade: null,
      turmas: [],
    },
    null,
  );
  return { id: codBseUsuario, token: await t.signIn(login, TEST_PASSWORD) };
}

/**
 * Users of school 1 (no unit, no class), one per key of `users` (its login and profile), named
 * `Usuário <key>` and created through the identity service with `password`: their ids by key.
 */
export async function createUsers<N extends string>(
  t: TestApp,
  users: Record<N, { cstLogin: string; codBsePerfil: number }>,
  password: string,
): Promise<Record<N, number>> {
  const identity = t.app.get(IdentityService);
  const ids = {} as Record<N, number>;
  for (const [name, user] of Object.entries(users) as [N, (typeof users)[N]][]) {
    const created = await identity.createUser(
      {
        ...user,
        password,
        nomUsuario: `Usuário ${name}`,
        codBseEscola: 1,
        codBseUnidade: null,
        turmas: [],
      },
      null,
    );
    ids[name] = created.codBseUsuario;
  }
  return ids;
}

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  config: Config;
  db: Db;
  store: EventStore;
  /**
   * Waits until the background work is done (image jobs) and every read model has caught up with
   * the store's head: for a test whose answer depends on the read-model position not moving.
   */
  settled(): Promise<void>;
  /** Signs in and answers the bearer token. */
  signIn(login: string, password: string): Promise<string>;
  /** fetch against the app with JSON body and optional token. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The whole application on a fresh database and Redis prefix, listening on a random port.
 * With `sharing`, a second instance of that app instead: the same database, Redis prefix and
 * files (as instances behind a load balancer share them); closing it leaves them to the first.
 * With `logDestination`, the JSON log lines go there (the first app of a test file decides, as
 * nestjs-pino keeps one logger per process; tests log only errors unless `LOG_LEVEL` says more).
 */
export async function createTestApp(
  label: string,
  env: Record<string, string> = {},
  options: { sharing?: TestApp; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const shared = options.sharing?.config;
  const database = shared
    ? { url: shared.DATABASE_URL, drop: async () => undefined }
    : await createTestDatabase(label);
  const files = shared ? shared.FILES_DIR : await mkdtemp(join(tmpdir(), `files-${label}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: shared ? shared.REDIS_PREFIX : uniquePrefix(label),
    FILES_DIR: files,
    ERASURE_LEDGER: shared ? shared.ERASURE_LEDGER : `${files}.erasure-ledger.jsonl`,
    ADMIN_LOGIN: TEST_ADMIN.login,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    LOG_LEVEL: 'error',
    // Three test files run at once on two cores: a write waits longer for its read models than
    // in production, so a test that reads right after it reads what it wrote.
    SETTLE_TIMEOUT_MS: '15000',
    ...env,
  });
  const app = await createApp(config, { logDestination: options.logDestination });
  await app.listen(0, '127.0.0.1');
  if (!shared) await settled(app);
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  const call: TestApp['call'] = (method, path, options = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });

  return {
    app,
    url,
    config,
    db: app.get<Db>(DATABASE),
    store: app.get<EventStore>(EVENT_STORE),
    call,
    settled: () => settled(app),
    async signIn(login, password) {
      const response = await call('POST', '/api/auth/login', { body: { username: login, password } });
      const body = (await response.json()) as { access_token?: string };
      if (!body.access_token)
        throw new Error(`Sign-in of ${login} failed: ${response.status} ${JSON.stringify(body)}`);
      return body.access_token;
    },
    async close() {
      await app.close();
      await database.drop();
      if (!shared) await rm(files, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of one app, as behind a load balancer: `label`, and `label-b` sharing its
 * database, Redis prefix and files.
 */
export async function createTestAppPair(
  label: string,
  env: Record<string, string> = {},
): Promise<[TestApp, TestApp]> {
  const first = await createTestApp(label, env);
  return [first, await createTestApp(`${label}-b`, env, { sharing: first })];
}

/** Disconnects the sockets, then closes the apps in the order given (the shared-with one last). */
export async function closeTestApps(
  sockets: readonly { disconnect(): unknown }[],
  ...apps: (TestApp | undefined)[]
): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  for (const app of apps) await app?.close();
}

/**
 * Waits for the work left to the background, first of all the first start's: the catalogue's drawn
 * images are scaled by the image jobs, whose `ImageScaled` events would otherwise land in the
 * middle of a test that checks the store's head did not move. Then for the read models to reach
 * the head. Bounded: a test never waits forever here.
 */
async function settled(app: NestExpressApplication): Promise<void> {
  if (!app.get(JobWorkers).enabled) return;
  const queue = app.get(JobQueues).get('images');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((n) => n === 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.get(ProjectionEngine).waitFor(await app.get<EventStore>(EVENT_STORE).headPosition(), 10_000);
}
