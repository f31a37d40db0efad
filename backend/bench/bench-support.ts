/**
 * What every bench section (and the soak) uses: the HTTP load worker and its figures, the
 * percentile of sorted latencies, a sign-in over HTTP, and the app on a seed:scale network.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CycledRequest } from './http-load.worker.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventStore } from '@school/modules/kernel';
import type { Db } from '@school/projections/kernel';
import { createApp } from '../src/app.js';
import { scaleSize, seedScale, settle } from '../src/cli/scale-seed.js';
import { CommandPipeline } from '../src/commands/command-pipeline.js';
import type { Config } from '../src/config/config.js';
import { DATABASE, EVENT_STORE } from '../src/core/tokens.js';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import { systemMeta } from '../src/http/request-meta.js';
import { IdentityService } from '@school/modules/identity/server';
import { findUserByLogin, type UserDirectoryEntry } from '@school/projections/user-directory';

/** The p-th percentile of latencies sorted ascending (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Signs in through `POST <url>/api/auth/login` and answers the bearer token; a refusal stops the bench. */
export async function signIn(url: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`bench sign-in of ${login} failed: ${response.status}`);
  return body.access_token;
}

/**
 * The app on a `seed:scale` network of `factor` in the database at `url` (kept between runs:
 * seeded only when the network is not there yet), with its read models caught up; not listening.
 */
export async function scaleNetworkApp(
  base: Config,
  url: string,
  factor: number,
  redisPrefix: string,
  print: (line: string) => void,
): Promise<{ app: NestExpressApplication; db: Db; store: EventStore }> {
  const app = await createApp({
    ...base,
    DATABASE_URL: url,
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'error',
    REDIS_PREFIX: redisPrefix,
  });
  try {
    const store = app.get<EventStore>(EVENT_STORE);
    await seedScale(app, scaleSize(factor), (line) => print(`  seed:scale ×${factor}: ${line}`));
    await settle(app.get(CommandPipeline), store);
    return { app, db: app.get<Db>(DATABASE), store };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The load worker's answer: every request's latency, how many were not the expected status, and each status's count. */
export function load(
  workerData: object,
): Promise<{ latencies: number[]; failures: number; statuses?: Record<number, number> }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load.worker.js', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** A figure of an HTTP load: requests per second, latencies, and the answers that were not the expected one. */
export interface LoadFigure {
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  statuses: string;
}

export function figure(
  result: { latencies: number[]; failures: number; statuses?: Record<number, number> },
  seconds: number,
): LoadFigure {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const statuses = Object.entries(result.statuses ?? {})
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return {
    rate: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures: result.failures,
    statuses,
  };
}

/** Runs `work` with at most `n` at a time. */
export async function pooled<T>(
  items: readonly T[],
  n: number,
  work: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * The limits on floods (decision 0036) lifted: the bench and the soak measure throughput and
 * stability, and their virtual users play and post in tight loops, far beyond what one student
 * does in a minute.
 */
export const FLOOD_LIMITS_LIFTED = {
  GAME_ROUNDS_PER_MINUTE: 100_000,
  CHAT_MESSAGES_PER_MINUTE: 100_000,
  FORUM_POSTS_PER_HOUR: 100_000,
  REPORT_EXPORTS_PER_HOUR: 100_000,
  DATA_REQUESTS_PER_HOUR: 100_000,
  GAME_PICKS_PER_MINUTE: 100_000,
  CONTENT_VIEWS_PER_MINUTE: 100_000,
  CALENDAR_EVENTS_PER_HOUR: 100_000,
};

const CLUSTER = fileURLToPath(new URL('../src/cluster/cluster.main.js', import.meta.url));

/**
 * `npm run cluster` (two app instances, a worker, the proxy on `port`) with `env` over this
 * process's environment, once the proxy answers `/api/health`. A cluster that stops before
 * `stop()` ends the run: a figure measured against half a cluster would mislead.
 */
export async function startCluster(
  port: number,
  env: Record<string, string | number>,
): Promise<{ pid: number; url: string; stop: () => Promise<void> }> {
  const variables = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
  const child = spawn(process.execPath, [CLUSTER], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...variables, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(`the cluster stopped (${signal ?? code}) before the run ended\n`);
        process.exit(1);
      }
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the cluster did not answer /api/health within 3 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    pid: child.pid!,
    url,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `count` more students of the demo network's 6º ano A (DMMT-0006's class), logins numbered from
 * `first` after the demo school's prefix, password `DEMO_PASSWORD`, each named `name` and its
 * number, in login order: the class the player, the views, the exam and the soak load. `model`
 * is DMMT-0006, whose school, unit and classes they share.
 */
export async function demoClassmates(
  app: NestExpressApplication,
  count: number,
  first: number,
  name: string,
): Promise<{
  model: UserDirectoryEntry;
  classId: number;
  classmates: { cstLogin: string; codBseUsuario: number }[];
}> {
  const model = (await findUserByLogin(app.get<Db>(DATABASE), 'DMMT-0006'))!;
  const classmates = Array.from({ length: count }, (_, i) => ({
    cstLogin: `${model.cstLogin.slice(0, 5)}${String(first + i)}`,
    codBseUsuario: 0,
  }));
  await pooled(classmates, 4, async (classmate, i) => {
    const { codBseUsuario } = await app.get(IdentityService).createUser(
      {
        cstLogin: classmate.cstLogin,
        nomUsuario: `${name} ${i + 1}`,
        codBsePerfil: 6,
        password: DEMO_PASSWORD,
        codBseEscola: model.codBseEscola!,
        codBseUnidade: model.codBseUnidade,
        turmas: model.turmas,
      },
      systemMeta(),
    );
    classmate.codBseUsuario = codBseUsuario;
  });
  return { model, classId: model.turmas[0]!, classmates };
}

/** A learner of `classId` sees a content of its class's active trail. */
export const viewRequest = (classId: number, codTrlConteudo: number): CycledRequest => ({
  method: 'POST',
  path: '/api/plataforma/visto',
  body: { codBseTurma: classId, codTrlConteudo },
});

/**
 * A learner of `classId` plays a round of a game. The server scores the round from its answers
 * (decision 0034): a letter, for a hangman.
 */
export const roundRequest = (classId: number, codTrlConteudo: number): CycledRequest => ({
  method: 'POST',
  path: '/api/plataforma/tentativa',
  body: { codBseTurma: classId, codTrlConteudo, answers: ['a'], durationMs: 5000 },
});
