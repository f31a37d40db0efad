import '../src/threadpool.js';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import type { BulkImportStatus } from '@school/modules/identity';
import type { EventStore, NewEvent, Profile } from '@school/modules/kernel';
import { schoolListProjection } from '@school/projections/school-list';
import { userDirectoryProjection } from '@school/projections/user-directory';
import { masterKeyFrom, PersonalDataKeys } from '../src/personal-data/personal-data-keys.js';
import { PRIVACY_REGISTER } from '../src/personal-data/privacy-register.js';
import { SealingEventStore } from '../src/personal-data/sealing-event-store.js';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { createDatabase, createPool, ensureDatabaseExists } from '../src/database/database.js';
import { systemMeta } from '../src/http/request-meta.js';
import { IdentityService } from '@school/modules/identity/server';
import { DATABASE } from '../src/core/tokens.js';
import { findUserByLogin } from '@school/projections/user-directory';
import { HASH_CONCURRENCY } from '@school/modules/identity/server';
import { ARGON2_OPTIONS } from '@school/modules/identity/server';
import { JobQueues } from '../src/jobs/job-queues.service.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { PostgresEventStore } from '../src/event-store/postgres-event-store.js';
import { CreateAddressCommand } from '@school/modules/organization/server';
import { CreateClassCommand } from '@school/modules/organization/server';
import { CreateSchoolCommand } from '@school/modules/organization/server';
import { CreateUnitCommand } from '@school/modules/organization/server';
import { rebuildProjection } from '../src/projection-engine/rebuild.js';
import { seedDemo } from '../src/cli/demo-seed.js';
import { TokenService } from '../src/auth/token.service.js';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import type { CycledRequest } from './http-load.worker.js';
import {
  demoClassmates,
  roundRequest,
  viewRequest,
  FLOOD_LIMITS_LIFTED,
  figure,
  load,
  type LoadFigure,
  percentile,
  pooled,
  signIn,
  startCluster,
} from './bench-support.js';
import { deviceSyncFigures } from './device-sync.bench.js';
import { rebuildFigures } from './rebuild.bench.js';
import { reportFigures } from './reports.bench.js';
import { personalDataCopyFigures } from './personal-data-copy.bench.js';
import { io, type Socket } from 'socket.io-client';
import { type ChatAck, type ChatMessage, classChatRoom } from '@school/modules/community';

/**
 * `npm run bench`: figures against the local PostgreSQL and Redis, each also given as a ratio
 * to the raw PostgreSQL single-row insert-and-commit rate measured in the same run, so that
 * runs on different machines can be compared. It prints figures; it asserts nothing.
 */
const CLIENTS = 32;
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const APPEND_SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 5);
const RAW_SECONDS = Number(process.env.BENCH_RAW_SECONDS ?? 5);
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);
const SIGNIN_SECONDS = Number(process.env.BENCH_SIGNIN_SECONDS ?? 10);
/** A lab of computers sharing one login: enough concurrent sign-ins to keep every core verifying. */
const SIGNIN_CLIENTS = Number(process.env.BENCH_SIGNIN_CLIENTS ?? 16);
/** The proxy's port when the bench starts `npm run cluster` (its instances take the next ports). */
const CLUSTER_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3950);
const BULK_USERS = Number(process.env.BENCH_BULK_USERS ?? 10_000);
const BULK_HASHES = Number(process.env.BENCH_BULK_HASHES ?? Math.min(BULK_USERS, 1_000));

const base = loadConfig();
const server = new URL(base.DATABASE_URL);
const dbName = `bench_${Date.now()}`;
server.pathname = `/${dbName}`;
const benchUrl = server.toString();

async function forDuration(
  seconds: number,
  clients: number,
  work: (client: number, i: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await work(client, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function rawInsertRate(pool: pg.Pool): Promise<number> {
  await pool.query(
    'create table bench_raw (id bigint generated always as identity primary key, payload jsonb not null)',
  );
  return forDuration(RAW_SECONDS, CLIENTS, async (client, i) => {
    await pool.query('insert into bench_raw (payload) values ($1)', [
      JSON.stringify({ client, i, name: 'Escola' }),
    ]);
  });
}

async function appendRate(
  store: EventStore,
  stream = 'bench',
  event: (client: number, i: number) => Omit<NewEvent, 'id'> = (client, i) => ({
    type: 'BenchAppended',
    data: { client, i },
  }),
  seconds = APPEND_SECONDS,
): Promise<number> {
  return forDuration(seconds, CLIENTS, async (client, i) => {
    await store.append(
      `${stream}-${client}`,
      [{ id: randomUUID(), ...event(client, i) }],
      i === 0 ? 'no_stream' : i - 1,
    );
  });
}

/** An event with personal data as a request writes it: a user's new name, the writer's client address and agent. */
const renamed = (client: number, i: number): Omit<NewEvent, 'id'> => ({
  type: 'UserUpdated',
  data: { codBseUsuario: 500_000 + client, nomUsuario: `Aluno ${client} ${i}` },
  metadata: { actorId: 1, ip: '10.20.30.40', userAgent: 'Mozilla/5.0 (bench)', correlationId: randomUUID() },
});

/**
 * Decision 0061's costs: the append of an event with personal data through the bare port and
 * through the sealing one (keys made already: a person's first event also makes its key), and a
 * rebuild of the user directory from events whose every name is sealed.
 */
async function sealingFigures(
  pool: pg.Pool,
  raw: EventStore,
): Promise<{ bare: number; sealed: number; rebuild: { rate: number; events: number }; unopened: number }> {
  const keys = new PersonalDataKeys(pool, masterKeyFrom(BENCH_PERSONAL_DATA_KEY));
  const sealing = new SealingEventStore(raw, PRIVACY_REGISTER, keys);
  for (let client = 0; client < CLIENTS; client++) await keys.sealingKey(`user:${500_000 + client}`);
  await keys.sealingKey(`user:1@${new Date().toISOString().slice(0, 7)}`);
  // Taken in short turns, each port first every other turn, and the medians compared: the
  // machine's load moves between runs, and the log grows under whichever runs later.
  const bareRates: number[] = [];
  const sealedRates: number[] = [];
  const slice = APPEND_SECONDS / 5;
  for (let turn = 0; turn < 10; turn++) {
    const runBare = async () => bareRates.push(await appendRate(raw, `bench-bare${turn}`, renamed, slice));
    const runSealed = async () =>
      sealedRates.push(await appendRate(sealing, `bench-sealed${turn}`, renamed, slice));
    if (turn % 2 === 0) await runBare().then(runSealed);
    else await runSealed().then(runBare);
  }
  const median = (rates: number[]) =>
    percentile(
      rates.sort((a, b) => a - b),
      50,
    );
  const bare = median(bareRates);
  const sealed = median(sealedRates);
  const users = REPLAY_EVENTS / 10;
  const batch: Promise<unknown>[] = [];
  for (let id = 600_000; id < 600_000 + users; id++) {
    const meta = { actorId: 1, ip: '10.20.30.40', userAgent: 'Mozilla/5.0 (bench)' };
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'UserCreated',
        data: {
          codBseUsuario: id,
          cstLogin: `BNCH-${id}`,
          nomUsuario: `Aluno ${id}`,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
          codBsePerfil: 6,
          codBseEscola: null,
          codBseUnidade: null,
          turmas: [],
          imgAvatar: null,
        },
        metadata: meta,
      },
      ...Array.from({ length: 9 }, (_, v) => ({
        id: randomUUID(),
        type: 'UserUpdated',
        data: { codBseUsuario: id, nomUsuario: `Aluno ${id} v${v}` },
        metadata: meta,
      })),
    ];
    batch.push(sealing.append(`user-${id}`, events, 'any'));
    if (batch.length === CLIENTS) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  // The same rebuild through the bare port (the sealed values stored as they are): what opening costs.
  const clear = await rebuildProjection(createDatabase(pool), raw, userDirectoryProjection);
  keys.forget(); // a rebuild on a new instance reads every key from the table
  const result = await rebuildProjection(createDatabase(pool), sealing, userDirectoryProjection);
  return {
    bare,
    sealed,
    rebuild: { rate: result.events / (result.ms / 1000), events: result.events },
    unopened: clear.events / (clear.ms / 1000),
  };
}

/**
 * The same single-row insert-and-commit as the reference, into a table shaped like es_events
 * (its columns, defaults, primary key and two indexes): what PostgreSQL alone charges for an
 * event's row, without the port's revision check, JSON unpacking and position.
 */
async function rawEventRowRate(pool: pg.Pool): Promise<number> {
  await pool.query('create table bench_raw_events (like es_events including all)');
  return forDuration(APPEND_SECONDS, CLIENTS, async (client, i) => {
    await pool.query(
      'insert into bench_raw_events (stream_name, revision, event_id, type, data) values ($1, $2, $3, $4, $5)',
      [`bench-${client}`, i, randomUUID(), 'BenchAppended', JSON.stringify({ client, i })],
    );
  });
}

async function replayRate(pool: pg.Pool, store: EventStore): Promise<{ rate: number; events: number }> {
  const schools = REPLAY_EVENTS / 10;
  const batch: Promise<unknown>[] = [];
  for (let id = 100_000; id < 100_000 + schools; id++) {
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'SchoolCreated',
        data: {
          codBseEscola: id,
          nomEscola: `Escola ${id}`,
          cstTxtPrefixoLogin: 'BX',
          codBseEndereco: null,
          codUsuarioCriacao: 1,
        },
      },
      ...Array.from({ length: 9 }, (_, v) => ({
        id: randomUUID(),
        type: 'SchoolUpdated',
        data: { codBseEscola: id, nomEscola: `Escola ${id} v${v}`, codBseEndereco: null },
      })),
    ];
    batch.push(store.append(`school-${id}`, events, 'any'));
    if (batch.length === CLIENTS) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  const db = createDatabase(pool);
  await migrateDatabase(db);
  const result = await rebuildProjection(db, store, schoolListProjection);
  return { rate: result.events / (result.ms / 1000), events: result.events };
}

/** The master key of the bench database's personal data: the sealing figures' and the apps' (a key made by one opens for the other). */
const BENCH_PERSONAL_DATA_KEY = 'the bench master key, thirty-two characters at least';

/** The whole app on the bench database, listening on a free port (its own Redis prefix). */
async function benchApp(
  label: string,
  extra: object = {},
): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createApp({
    ...base,
    DATABASE_URL: benchUrl,
    ADMIN_PASSWORD: 'bench-admin',
    PERSONAL_DATA_KEY: BENCH_PERSONAL_DATA_KEY,
    LOG_LEVEL: 'error',
    REDIS_PREFIX: `bench-${label}${Date.now()}`,
    ...FLOOD_LIMITS_LIFTED,
    ...extra,
  });
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

async function httpRenames(): Promise<{
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  load: string;
}> {
  const { app, url } = await benchApp('');
  try {
    const token = await signIn(url, base.ADMIN_LOGIN, 'bench-admin');
    const ids: number[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const prefix = String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));
      await fetch(`${url}/api/bse_escola`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ nomEscola: `Escola de carga ${i}`, cstTxtPrefixoLogin: prefix }),
      });
    }
    const schools = (await (
      await fetch(`${url}/api/bse_escola?search=carga`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      codBseEscola: number;
    }[];
    ids.push(...schools.map((s) => s.codBseEscola));
    const loadBefore = loadavg()[0]!.toFixed(1);
    const started = performance.now();
    const result = await load({
      kind: 'rename',
      url,
      token,
      schoolIds: ids,
      durationMs: HTTP_SECONDS * 1000,
    });
    const seconds = (performance.now() - started) / 1000;
    const sorted = result.latencies.sort((a, b) => a - b);
    return {
      rate: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failures: result.failures,
      load: `${loadBefore} → ${loadavg()[0]!.toFixed(1)}`,
    };
  } finally {
    await app.close();
  }
}

/**
 * Sign-ins per second: SIGNIN_CLIENTS clients signing in to one student's login over HTTP (a lab
 * sharing it), each attempt verified with argon2id, recorded in the access log and answered
 * with a token and the student's current class; against raw argon2id verifies of the same
 * parameters on every core.
 */
async function signIns(): Promise<{ rate: number; verifies: number; failures: number; load: string }> {
  const { app, url } = await benchApp('signin-');
  try {
    const turma = await benchClass(app, 'LB', 'LB');
    const { codBseUsuario } = await app.get(IdentityService).createUser(
      {
        cstLogin: 'LBLB-0001',
        password: 'senha-do-laboratorio',
        nomUsuario: 'Laboratório',
        codBsePerfil: 6,
        codBseEscola: turma.codBseEscola,
        codBseUnidade: turma.codBseUnidade,
        turmas: [turma.codBseTurma],
      },
      systemMeta(),
    );
    if (!codBseUsuario) throw new Error('the lab student was not created');
    const loadBefore = loadavg()[0]!.toFixed(1);
    const verifies = await rawVerifyRate();
    const started = performance.now();
    const result = await load({
      kind: 'signIn',
      url,
      clients: SIGNIN_CLIENTS,
      username: 'LBLB-0001',
      password: 'senha-do-laboratorio',
      durationMs: SIGNIN_SECONDS * 1000,
    });
    const rate = result.latencies.length / ((performance.now() - started) / 1000);
    return { rate, verifies, failures: result.failures, load: `${loadBefore} → ${loadavg()[0]!.toFixed(1)}` };
  } finally {
    await app.close();
  }
}

/**
 * The same sign-ins through `npm run cluster` (two app instances and a worker behind the proxy) on
 * the bench database, where `signIns` left the lab's login: what a second instance adds on the
 * same cores.
 */
async function clusterSignIns(): Promise<{ rate: number; failures: number; load: string }> {
  const files = await mkdtemp(join(tmpdir(), 'bench-cluster-'));
  const cluster = await startCluster(CLUSTER_PORT, {
    DATABASE_URL: benchUrl,
    REDIS_PREFIX: `bench-cluster-${Date.now()}`,
    FILES_DIR: files,
    ADMIN_PASSWORD: 'bench-admin',
    PERSONAL_DATA_KEY: BENCH_PERSONAL_DATA_KEY,
  });
  try {
    const loadBefore = loadavg()[0]!.toFixed(1);
    const started = performance.now();
    const result = await load({
      kind: 'signIn',
      url: cluster.url,
      clients: SIGNIN_CLIENTS,
      username: 'LBLB-0001',
      password: 'senha-do-laboratorio',
      durationMs: SIGNIN_SECONDS * 1000,
    });
    const rate = result.latencies.length / ((performance.now() - started) / 1000);
    return { rate, failures: result.failures, load: `${loadBefore} → ${loadavg()[0]!.toFixed(1)}` };
  } finally {
    await cluster.stop();
    await rm(files, { recursive: true, force: true });
  }
}

/** argon2id verifies with the app's parameters, as many at a time as there are libuv threads: every core busy. */
async function rawVerifyRate(): Promise<number> {
  const stored = await hash('senha-do-laboratorio', ARGON2_OPTIONS);
  const deadline = performance.now() + SIGNIN_SECONDS * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: SIGNIN_CLIENTS }, async () => {
      while (performance.now() < deadline) {
        await verify(stored, 'senha-do-laboratorio');
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** argon2id with the app's parameters on every core, as many at a time as the import job: the import's ceiling. */
async function rawHashRate(count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: HASH_CONCURRENCY }, async () => {
      while (next < count) await hash(`senha-${next++}`, ARGON2_OPTIONS);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * A CSV of BULK_USERS students imported by a Master through
 * POST /api/bse_usuario/criarUsuariosEmMassa/x and the job, run by the app's inline worker,
 * timed from the upload to the completed import (read models settled).
 */
async function bulkImport(): Promise<{ usersPerSecond: number; hashesPerSecond: number; load: string }> {
  // The hash rate right before and right after the import, averaged: other load on the machine
  // then weighs on both figures alike (the load average is printed to judge how much there was).
  const load = [loadavg()[0]!.toFixed(1)];
  const before = await rawHashRate(BULK_HASHES);
  const usersPerSecond = await timedImport();
  const after = await rawHashRate(BULK_HASHES);
  load.push(loadavg()[0]!.toFixed(1));
  return { usersPerSecond, hashesPerSecond: (before + after) / 2, load: load.join(' → ') };
}

/** A school (prefix `schoolPrefix`), its address and unit (prefix `unitPrefix`) and a class in it, made by the system. */
async function benchClass(
  app: NestExpressApplication,
  schoolPrefix: string,
  unitPrefix: string,
): Promise<{ codBseEscola: number; codBseUnidade: number; codBseTurma: number }> {
  const bus = app.get(CommandBus);
  const meta = systemMeta();
  const school = await bus.execute(
    new CreateSchoolCommand(
      {
        nomEscola: `Escola da carga ${schoolPrefix}`,
        cstTxtPrefixoLogin: schoolPrefix,
        codBseEndereco: null,
        codUsuarioCriacao: undefined,
      },
      meta,
    ),
  );
  const address = await bus.execute(
    new CreateAddressCommand(
      {
        dscCep: '01001000',
        dscRua: 'Rua da Carga',
        dscBairro: 'Centro',
        dscCidade: 'São Paulo',
        dscEstado: 'SP',
      },
      meta,
    ),
  );
  const unit = await bus.execute(
    new CreateUnitCommand(
      {
        nomUnidade: 'Unidade da carga',
        cstTxtPrefixoLogin: unitPrefix,
        codBseEndereco: address.answer.codBseEndereco,
        codBseEscola: school.codBseEscola!,
      },
      meta,
    ),
  );
  const turma = await bus.execute(
    new CreateClassCommand({ nomTurma: 'Turma da carga', codBseUnidade: unit.codBseUnidade! }, meta),
  );
  return {
    codBseEscola: school.codBseEscola!,
    codBseUnidade: unit.codBseUnidade!,
    codBseTurma: turma.codBseTurma!,
  };
}

async function timedImport(): Promise<number> {
  const { app, url } = await benchApp('bulk-', { WORKER_INLINE: true });
  try {
    const turma = await benchClass(app, 'ZZ', 'CG');
    const token = await signIn(url, base.ADMIN_LOGIN, 'bench-admin');
    const lines = ['nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade'];
    // Half the logins generated (the unit's 4-digit sequence holds 9,999), half given by hand.
    for (let i = 1; i <= BULK_USERS; i++)
      lines.push(`Aluno da Carga ${i};6;senha-${i};${i % 2 ? '' : `CARGA-${i}`};;`);
    const form = new FormData();
    form.append('codBseTurma', String(turma.codBseTurma));
    form.append('file', new Blob([lines.join('\r\n')]), 'carga.csv');

    const started = performance.now();
    const submitted = await fetch(`${url}/api/bse_usuario/criarUsuariosEmMassa/x`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const { jobId } = (await submitted.json()) as BulkImportStatus;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const status = (await (
        await fetch(`${url}/api/bse_usuario/criarUsuariosEmMassa/${jobId}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as BulkImportStatus;
      if (status.status === 'failed')
        throw new Error(`bulk import failed: ${JSON.stringify(status.failure)}`);
      if (status.status === 'completed') {
        if (status.result!.created !== BULK_USERS)
          throw new Error(`bulk import created ${status.result!.created} of ${BULK_USERS}`);
        break;
      }
    }
    return BULK_USERS / ((performance.now() - started) / 1000);
  } finally {
    await app.get(JobQueues).get('bulk-users').obliterate({ force: true });
    await app.close();
  }
}

type Figure = 'reorder' | 'editor' | 'editorAlone' | 'player' | 'attempts' | 'views';

const EDITOR_LESSONS = Number(process.env.BENCH_EDITOR_LESSONS ?? 50);
const EDITOR_CONTENTS = Number(process.env.BENCH_EDITOR_CONTENTS ?? 20);
const PLAYER_STUDENTS = Number(process.env.BENCH_PLAYER_STUDENTS ?? 40);
const PLAYER_ROUNDS = Number(process.env.BENCH_PLAYER_ROUNDS ?? 10);

/**
 * The content and player figures on one app with the demo network: chapter reorders at 32
 * clients (8 trails of 4 chapters, 4 clients per trail, so some reorders meet each other), the
 * chapter editor's read of a chapter of 50 lessons × 20 contents, a class of 40 students opening
 * the player at once (10 rounds), and game rounds recorded at 32 clients.
 */
async function contentFigures(): Promise<Partial<Record<Figure, LoadFigure>>> {
  const { app, url } = await benchApp('');
  const figures: Partial<Record<Figure, LoadFigure>> = {};
  try {
    await seedDemo(app);
    const signIn = async (username: string, password: string) =>
      (
        (await (
          await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password }),
          })
        ).json()) as { access_token: string }
      ).access_token;
    const master = await signIn(base.ADMIN_LOGIN, 'bench-admin');
    const api = async <T>(method: string, path: string, body?: unknown, token = master): Promise<T> => {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as T;
    };
    const timed = async (job: object) => {
      const started = performance.now();
      const result = await load({ url, durationMs: HTTP_SECONDS * 1000, ...job });
      return figure(result, (performance.now() - started) / 1000);
    };
    const newTrail = async (dscTitulo: string) => {
      await api('POST', '/trl_livro', { dscTitulo });
      return (await api<{ codTrlLivro: number; dscTitulo: string }[]>('GET', '/trl_livro')).find(
        (t) => t.dscTitulo === dscTitulo,
      )!.codTrlLivro;
    };
    const chaptersOf = async (trail: number) =>
      (await api<{ codTrlCapitulo: number }[]>('GET', `/trl_capitulo/pegarCapitulosDoLivro/${trail}`)).map(
        (c) => c.codTrlCapitulo,
      );

    if (runs('reorder')) {
      const trails: number[][] = [];
      for (let t = 0; t < 8; t++) {
        const trail = await newTrail(`Carga de capítulos ${t}`);
        for (let c = 0; c < 4; c++)
          await api('POST', '/trl_capitulo', { dscTitulo: `Capítulo ${c}`, codTrlLivro: trail });
        trails.push(await chaptersOf(trail));
      }
      const clients = Array.from({ length: CLIENTS }, (_, c) => {
        const chapters = trails[c % trails.length]!;
        const requests: CycledRequest[] = [0, 1, 2].map((k) => ({
          method: 'PUT',
          path: '/api/trl_capitulo/inverterCapitulos/x',
          body: { capitulo1: chapters[k], capitulo2: chapters[k + 1] },
        }));
        return { token: master, requests };
      });
      figures.reorder = await timed({ kind: 'cycle', clients });
    }

    if (runs('chapter-editor')) {
      const trail = await newTrail('Carga do editor');
      await api('POST', '/trl_capitulo', { dscTitulo: 'Capítulo cheio', codTrlLivro: trail });
      const [chapter] = await chaptersOf(trail);
      const [subject] = await api<{ codTrlMateria: number }[]>('GET', '/trl_materia');
      const lessons: number[] = [];
      for (let l = 0; l < EDITOR_LESSONS; l++)
        lessons.push(
          (
            await api<{ codTrlAula: number }>('POST', '/trl_aula', {
              codTrlCapitulo: chapter,
              codTrlMateria: subject!.codTrlMateria,
              dscTitulo: `Aula ${l + 1}`,
            })
          ).codTrlAula,
        );
      const contents = lessons.flatMap((codTrlAula) =>
        Array.from({ length: EDITOR_CONTENTS }, (_, c) => ({ codTrlAula, c })),
      );
      await pooled(contents, 8, ({ codTrlAula, c }) =>
        c % 10 === 9
          ? api('POST', '/trl_conteudo_video', {
              codTrlAula,
              dscTitulo: `Vídeo ${c}`,
              dscLink: 'https://youtu.be/abc123',
            })
          : api('POST', '/trl_conteudo_texto', {
              codTrlAula,
              dscTitulo: `Texto ${c}`,
              dscTexto: 'Um parágrafo de texto da aula. '.repeat(6),
            }),
      );
      const request: CycledRequest = { method: 'GET', path: `/api/trl_aula/editorDoCapitulo/${chapter}` };
      figures.editorAlone = await timed({ kind: 'cycle', clients: [{ token: master, requests: [request] }] });
      figures.editor = await timed({
        kind: 'cycle',
        clients: Array.from({ length: CLIENTS }, () => ({ token: master, requests: [request] })),
      });
    }

    if (runs('player') || runs('attempts') || runs('views')) {
      // 6º ano A of the demo network plays "Ciências da Natureza"; it gets 40 students.
      const { classId, classmates } = await demoClassmates(app, PLAYER_STUDENTS, 5001, 'Aluno de carga');
      const tokens: string[] = [];
      for (const { cstLogin } of classmates) tokens.push(await signIn(cstLogin, DEMO_PASSWORD));
      const path = `/api/plataforma/turma/${classId}`;
      if (runs('player')) {
        const latencies: number[] = [];
        const started = performance.now();
        for (let round = 0; round < PLAYER_ROUNDS; round++)
          await Promise.all(
            tokens.map(async (token) => {
              const at = performance.now();
              const response = await fetch(`${url}${path}`, {
                headers: { authorization: `Bearer ${token}` },
              });
              await response.arrayBuffer();
              latencies.push(performance.now() - at);
            }),
          );
        figures.player = figure({ latencies, failures: 0 }, (performance.now() - started) / 1000);
      }
      const trail = await api<{
        capitulos: { aulas: { conteudos: { codTrlConteudo: number; codTrlTipoConteudo: number }[] }[] }[];
      }>('GET', path.slice(4), undefined, tokens[0]);
      const contents = trail.capitulos.flatMap((c) => c.aulas.flatMap((l) => l.conteudos));
      if (runs('views')) {
        // Each student pages through the trail (POST /plataforma/visto on its own stream).
        const requests = contents.map((c) => viewRequest(classId, c.codTrlConteudo));
        figures.views = await timed({
          kind: 'cycle',
          clients: tokens.slice(0, CLIENTS).map((token) => ({ token, requests })),
        });
      }
      if (runs('attempts')) {
        const game = contents.find((c) => c.codTrlTipoConteudo === 3)!;
        const request = roundRequest(classId, game.codTrlConteudo);
        figures.attempts = await timed({
          kind: 'cycle',
          clients: tokens.slice(0, CLIENTS).map((token) => ({ token, requests: [request] })),
        });
      }
    }
  } finally {
    await app.close();
  }
  return figures;
}

const EXAM_STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS ?? 2000);
const EXAM_QUESTIONS = Number(process.env.BENCH_EXAM_QUESTIONS ?? 20);
const SHEET_STUDENTS = 40;
const SHEET_ROUNDS = Number(process.env.BENCH_SHEET_ROUNDS ?? 10);

/**
 * The end of an exam on the demo network: an activity of EXAM_QUESTIONS questions (half multiple
 * choice) open in 6º ano A, which gets EXAM_STUDENTS students; each submits all its answers once,
 * CLIENTS at a time (submissions/s and p99). Then the Professor's grade sheet of 40 students:
 * every answer graded, then each student's sheet changed with updateMany, the 40 at once,
 * SHEET_ROUNDS times (p99). Students' tokens are signed directly (their sign-ins are the
 * sign-in figure's, not this one's).
 */
async function assessmentFigures(): Promise<{ exam?: LoadFigure; sheet?: LoadFigure }> {
  const { app, url } = await benchApp('exam-');
  try {
    await seedDemo(app);
    const db = app.get(DATABASE);
    const tokens = app.get(TokenService);
    const tokenOf = (user: {
      codBseUsuario: number;
      codBsePerfil: number;
      codBseEscola: number | null;
      codBseUnidade: number | null;
      cstLogin: string;
    }) =>
      tokens.sign({
        userId: user.codBseUsuario,
        profile: user.codBsePerfil as Profile,
        schoolId: user.codBseEscola,
        unitId: user.codBseUnidade,
        login: user.cstLogin,
        sessionVersion: 0,
      }).token;
    const master = tokenOf((await findUserByLogin(db, 'DMMT-0001'))!);
    const professor = tokenOf((await findUserByLogin(db, 'DMMT-0005'))!);
    const api = async <T>(method: string, path: string, body?: unknown, token = master): Promise<T> => {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status !== 200)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const [trail] = await api<{ codTrlLivro: number }[]>('GET', '/trl_livro');
    const [chapter] = await api<{ codTrlCapitulo: number }[]>(
      'GET',
      `/trl_capitulo/pegarCapitulosDoLivro/${trail!.codTrlLivro}`,
    );
    await api('POST', '/bse_atividade', {
      codTrlLivro: trail!.codTrlLivro,
      capitulos: [chapter!.codTrlCapitulo],
      nomAtividade: 'Prova final (carga)',
      desDescricao: 'O fim de um exame',
    });
    const activity = (
      await api<{ codBseAtividade: number; nomAtividade: string }[]>('GET', '/bse_atividade')
    ).find((a) => a.nomAtividade === 'Prova final (carga)')!.codBseAtividade;
    for (let q = 0; q < EXAM_QUESTIONS; q++)
      await api(
        'POST',
        '/bse_questao',
        q % 2 === 0
          ? {
              codBseAtividade: activity,
              titulo: `Questão ${q + 1}`,
              enuEnunciado: `<p>Quanto é ${q} + ${q}?</p>`,
              tipoQuestao: 'MULTIPLA_ESCOLHA',
              multiplaEscolha: [String(2 * q), String(2 * q + 1), String(2 * q + 2)],
              resRespostaEsperada: String(2 * q),
            }
          : {
              codBseAtividade: activity,
              titulo: `Questão ${q + 1}`,
              enuEnunciado: `<p>Explique a questão ${q + 1}.</p>`,
              tipoQuestao: 'DISCURSIVA',
              resRespostaEsperada: 'Uma explicação.',
            },
      );
    const questions = await api<
      { codBseQuestao: number; tipoQuestao: string; multiplaEscolha: { descricao: string }[] }[]
    >('GET', `/bse_questao?codBseAtividade=${activity}`);
    const model = (await findUserByLogin(db, 'DMMT-0006'))!;
    const classId = model.turmas[0]!;
    const [link] = (
      await api<{ codBseAtividadeTurma: number; codBseAtividade: number }[]>(
        'GET',
        `/bse_atividade_turma/all/${classId}`,
        undefined,
        professor,
      )
    ).filter((l) => l.codBseAtividade === activity);
    if (!link)
      await api('POST', '/bse_atividade_turma', { codBseTurma: classId, atividades: [activity] }, professor);
    const opened = (
      await api<{ codBseAtividadeTurma: number; codBseAtividade: number }[]>(
        'GET',
        `/bse_atividade_turma/all/${classId}`,
        undefined,
        professor,
      )
    ).find((l) => l.codBseAtividade === activity)!;
    await api('PUT', `/bse_atividade_turma/${opened.codBseAtividadeTurma}`, { indAtivo: 'S' }, professor);

    // The students of the exam, in 6º ano A (created once; their passwords are hashed as ever).
    const { classmates } = await demoClassmates(app, EXAM_STUDENTS, 6000, 'Aluno do exame');
    const students = classmates.map((c) => ({ id: c.codBseUsuario, token: tokenOf({ ...model, ...c }) }));
    const answers = questions.map((q) => ({
      codBseAtividade: activity,
      codBseTurma: classId,
      codBseQuestao: q.codBseQuestao,
      resResposta:
        q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? q.multiplaEscolha[0]!.descricao : 'Minha resposta ao exame.',
    }));
    const figures: { exam?: LoadFigure; sheet?: LoadFigure } = {};
    const started = performance.now();
    const exam = await load({
      kind: 'once',
      url,
      durationMs: 0,
      clients: CLIENTS,
      items: students.map((s) => ({
        token: s.token,
        method: 'POST',
        path: '/api/bse_questao_resposta',
        body: answers,
      })),
    });
    if (runs('exam')) figures.exam = figure(exam, (performance.now() - started) / 1000);

    if (runs('grade-sheet')) {
      const sheet = students.slice(0, SHEET_STUDENTS);
      await pooled(sheet, 8, (s) =>
        api(
          'POST',
          '/bse_nota',
          {
            notas: questions.map((q) => ({
              codBseAtividade: activity,
              codBseQuestao: q.codBseQuestao,
              codBseUsuario: s.id,
              valor: 5,
            })),
          },
          professor,
        ),
      );
      const grades = new Map<number, { ids: number[]; versao: number; values: number[] }>();
      for (const s of sheet) {
        const answered = await api<{ versao: number; questoes: { codBseNota: number }[] }>(
          'GET',
          `/bse_questao_resposta/respostas/${activity}?codTurma=${classId}&codUsuario=${s.id}`,
          undefined,
          professor,
        );
        grades.set(s.id, {
          ids: answered.questoes.map((q) => q.codBseNota),
          versao: answered.versao,
          values: answered.questoes.map(() => 5),
        });
      }
      const latencies: number[] = [];
      let failures = 0;
      const sheetStarted = performance.now();
      for (let round = 0; round < SHEET_ROUNDS; round++)
        await Promise.all(
          sheet.map(async (s) => {
            const g = grades.get(s.id)!;
            const valores = g.ids.map((_, i) => (round + i) % 11);
            const at = performance.now();
            const response = await fetch(`${url}/api/bse_nota/updateMany/${g.ids.join(',')}`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${professor}`, 'content-type': 'application/json' },
              body: JSON.stringify({ valores, motivo: `Revisão ${round + 1}`, versao: g.versao }),
            });
            await response.arrayBuffer();
            latencies.push(performance.now() - at);
            if (response.status !== 200) failures++;
            else {
              // The sheet's version moves by the grades that changed (an unchanged one records nothing).
              g.versao += valores.filter((v, i) => v !== g.values[i]).length;
              g.values = valores;
            }
          }),
        );
      figures.sheet = figure({ latencies, failures }, (performance.now() - sheetStarted) / 1000);
    }
    return figures;
  } finally {
    await app.close();
  }
}

const CHAT_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 500);
const CHAT_ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 20);
const CHAT_SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 40);
const CHAT_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);

/**
 * The live chat across two app instances on one database and Redis: CHAT_SOCKETS students in
 * CHAT_ROOMS class rooms, their sockets split between the instances; CHAT_SENDERS of them send
 * one message after another (each waits for its acknowledgement) for CHAT_SECONDS. Every message
 * carries its send time; each delivery to the room's other members is timed on arrival, and the
 * deliveries are counted per message (nothing lost, nothing twice).
 */
async function chatFigures(): Promise<{
  rate: number;
  deliveries: number;
  p50: number;
  p99: number;
  missing: number;
  duplicates: number;
  refused: number;
  load: string;
}> {
  const prefix = `bench-chat-${Date.now()}`;
  const a = await benchApp('chat-a-', { REDIS_PREFIX: prefix });
  const b = await benchApp('chat-b-', { REDIS_PREFIX: prefix });
  const sockets: Socket[] = [];
  try {
    const place = await benchClass(a.app, 'CH', 'CT');
    const bus = a.app.get(CommandBus);
    const rooms: number[] = [place.codBseTurma];
    for (let r = 1; r < CHAT_ROOMS; r++)
      rooms.push(
        (
          await bus.execute(
            new CreateClassCommand(
              { nomTurma: `Turma da conversa ${r}`, codBseUnidade: place.codBseUnidade },
              systemMeta(),
            ),
          )
        ).codBseTurma!,
      );
    const identity = a.app.get(IdentityService);
    const tokens = a.app.get(TokenService);
    const members: { id: number; token: string; room: number }[] = [];
    await pooled(
      Array.from({ length: CHAT_SOCKETS }, (_, i) => i),
      4,
      async (i) => {
        const classId = rooms[i % rooms.length]!;
        const cstLogin = `CHCT-${String(1000 + i)}`;
        const { codBseUsuario } = await identity.createUser(
          {
            cstLogin,
            nomUsuario: `Aluno da conversa ${i + 1}`,
            codBsePerfil: 6,
            password: DEMO_PASSWORD,
            codBseEscola: place.codBseEscola,
            codBseUnidade: place.codBseUnidade,
            turmas: [classId],
          },
          systemMeta(),
        );
        const token = tokens.sign({
          userId: codBseUsuario,
          profile: 6 as Profile,
          schoolId: place.codBseEscola,
          unitId: place.codBseUnidade,
          login: cstLogin,
          sessionVersion: 0,
        }).token;
        members.push({ id: codBseUsuario, token, room: classChatRoom(classId) });
      },
    );

    const latencies: number[] = [];
    const received = new Map<number, number>();
    await pooled(members, 25, async (member) => {
      const url = members.indexOf(member) % 2 === 0 ? a.url : b.url;
      const socket = io(`${url}/chat`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        auth: { token: member.token },
      });
      sockets.push(socket);
      socket.on('chatToClient', (m: ChatMessage) => {
        latencies.push(Date.now() - Number(m.txtMensagem.split(' ')[0]));
        received.set(m.codChtMensagem, (received.get(m.codChtMensagem) ?? 0) + 1);
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('getUsersInChat', () => resolve());
        socket.once('connect_error', reject);
      });
    });

    const load = [loadavg()[0]!.toFixed(1)];
    const senders = Array.from({ length: CHAT_SENDERS }, (_, i) => ({
      socket: sockets[i]!,
      member: members[i]!,
    }));
    const sent: number[] = [];
    let refused = 0;
    const until = performance.now() + CHAT_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      senders.map(async ({ socket, member }) => {
        let n = 0;
        while (performance.now() < until) {
          const ack = (await socket.emitWithAck('chatToServer', {
            sala: member.room,
            conteudo: `${Date.now()} mensagem ${n++}`,
            id: randomUUID(),
          })) as ChatAck;
          if (ack.ok) sent.push(ack.mensagem.codChtMensagem);
          else refused++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // The last deliveries are in flight: wait until the counts stop growing.
    let before = -1;
    while (before !== latencies.length) {
      before = latencies.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    load.push(loadavg()[0]!.toFixed(1));
    const perRoom = CHAT_SOCKETS / CHAT_ROOMS - 1;
    let missing = 0;
    let duplicates = 0;
    for (const id of sent) {
      const count = received.get(id) ?? 0;
      if (count < perRoom) missing += perRoom - count;
      if (count > perRoom) duplicates += count - perRoom;
    }
    const sorted = latencies.sort((x, y) => x - y);
    return {
      rate: sent.length / seconds,
      deliveries: latencies.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      missing,
      duplicates,
      refused,
      load: load.join(' → '),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await b.app.close();
    await a.app.close();
  }
}

/** The parts `BENCH_ONLY` may name (comma-separated); all of them when it is unset. */
const SECTIONS = [
  'append',
  'replay',
  'sealing',
  'rename',
  'sign-in',
  'bulk',
  'reorder',
  'chapter-editor',
  'player',
  'attempts',
  'views',
  'exam',
  'grade-sheet',
  'chat',
  'reports',
  'rebuild',
  'copy',
  'sync',
] as const;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

/** Every figure with a target says whether this run met it. */
const verdict = (met: boolean) => (met ? 'met' : 'not met');

/** A target of issue 24 beside a figure: `p99 ≤ 100 ms: met`. */
const target = (label: string, met: boolean) => `target ${label}: ${verdict(met)}`;

/**
 * The framework floor (issue 24, item 2): the cheapest answers, at the bench's 32 clients over
 * kept-alive connections, of a bare node:http server (no framework) and of the app itself (its
 * JSON 404 for an unknown route, through every middleware a command also crosses); what a command
 * route can answer per second is bounded by the second.
 */
async function frameworkFloor(): Promise<{ bare: number; app: number }> {
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('1');
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const rateOf = async (url: string, method: string, ok: number) => {
    const started = performance.now();
    const requests: CycledRequest[] = [
      { method, path: '/api/bse_escola/1', body: { nomEscola: 'Escola' }, ok },
    ];
    const result = await load({
      kind: 'cycle',
      url,
      durationMs: HTTP_SECONDS * 1000,
      clients: Array.from({ length: CLIENTS }, () => ({ token: 'x', requests })),
    });
    return result.latencies.length / ((performance.now() - started) / 1000);
  };
  try {
    const bareRate = await rateOf(
      `http://127.0.0.1:${(bare.address() as { port: number }).port}`,
      'PUT',
      200,
    );
    const { app, url } = await benchApp('floor');
    try {
      const appRate = await rateOf(url, 'GET', 404);
      return { bare: bareRate, app: appRate };
    } finally {
      await app.close();
    }
  } finally {
    bare.close();
  }
}

async function main(): Promise<void> {
  const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  await ensureDatabaseExists(benchUrl);
  const pool = createPool(benchUrl, CLIENTS + 4);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  /** Each section starts with the load average it runs under: on a busy machine its figures mean little. */
  const section = (name: string) => print(`\n== ${name} (load average ${loadavg()[0]!.toFixed(1)})`);
  try {
    print(
      `bench: ${availableParallelism()} cores, PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}, ${CLIENTS} concurrent clients, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    // The reference every rate is also given as a ratio to, so runs on different machines compare.
    section('reference');
    const raw = await rawInsertRate(pool);
    print(`raw PostgreSQL single-row insert+commit: ${Math.round(raw)} rows/s (the reference, ratio 1.00)`);
    const ratio = (rate: number) => `ratio to raw insert ${(rate / raw).toFixed(2)}`;
    const floor = runs('rename') ? await frameworkFloor() : null;
    if (floor)
      print(
        `framework floor, ${CLIENTS} clients: bare node:http ${Math.round(floor.bare)} answers/s (${ratio(floor.bare)}); ` +
          `the app's JSON 404 ${Math.round(floor.app)} answers/s (${ratio(floor.app)}, ${(floor.app / floor.bare).toFixed(2)} of bare)`,
      );
    const ofFloor = (rate: number) =>
      floor
        ? `, ${(rate / floor.app).toFixed(2)} of the app's floor, ${(rate / floor.bare).toFixed(2)} of bare`
        : '';

    await migrateDatabase(createDatabase(pool));
    const store = new PostgresEventStore(pool);
    if (runs('append')) {
      section('append');
      const append = await appendRate(store);
      const eventRows = await rawEventRowRate(pool);
      print(
        `event append through the port: ${Math.round(append)} events/s (${ratio(append)}; ${target('≥ 0.8 × raw insert', append / raw >= 0.8)}); ` +
          `raw insert of a row shaped like an event (es_events' columns and three indexes): ${Math.round(eventRows)} rows/s ` +
          `(${ratio(eventRows)}), the port at ${(append / eventRows).toFixed(2)} of it`,
      );
    }
    if (runs('replay')) {
      section('replay');
      const replay = await replayRate(pool, store);
      print(
        `projection replay (school-list rebuild of ${replay.events} events): ${Math.round(replay.rate)} events/s (${ratio(replay.rate)}; ${target('≥ 50,000', replay.rate >= 50_000)})`,
      );
    }
    if (runs('sealing')) {
      section('sealing');
      const sealing = await sealingFigures(pool, store);
      print(
        `append of an event with personal data: bare port ${Math.round(sealing.bare)} events/s, sealing port ${Math.round(sealing.sealed)} events/s ` +
          `(${(sealing.sealed / sealing.bare).toFixed(2)} of bare; ${target('drop ≤ 10 %', sealing.sealed >= 0.9 * sealing.bare)})`,
      );
      print(
        `rebuild with decryption (user-directory from ${sealing.rebuild.events} events, every name sealed): ${Math.round(sealing.rebuild.rate)} events/s ` +
          `(${ratio(sealing.rebuild.rate)}; ${target('≥ 50,000', sealing.rebuild.rate >= 50_000)}); ` +
          `the same rebuild without opening: ${Math.round(sealing.unopened)} events/s`,
      );
    }
    await store.close();

    if (runs('rename')) {
      section('rename');
      const http = await httpRenames();
      print(
        `HTTP school rename, ${CLIENTS} clients: ${Math.round(http.rate)} commands/s (${ratio(http.rate)}${ofFloor(http.rate)}; ${target('≥ 1,000/s', http.rate >= 1000)}), ` +
          `p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms (${target('p99 ≤ 50 ms', http.p99 <= 50)}), ${http.failures} non-200 answers (load average ${http.load})`,
      );
    }

    if (runs('reorder') || runs('chapter-editor') || runs('player') || runs('attempts') || runs('views')) {
      section('content and player');
      const f = await contentFigures();
      const line = (x: LoadFigure) => `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms`;
      if (f.reorder) {
        const conflicts = Number(/(\d+) × 409/.exec(f.reorder.statuses)?.[1] ?? 0);
        print(
          `HTTP chapter reorder (inverterCapitulos), ${CLIENTS} clients on 8 trails: ${Math.round(f.reorder.rate)} commands/s (${ratio(f.reorder.rate)}${ofFloor(f.reorder.rate)}), ` +
            `${line(f.reorder)} (${target('p99 ≤ 100 ms', f.reorder.p99 <= 100)}); answers: ${f.reorder.statuses} (${target('no 409', conflicts === 0)})`,
        );
      }
      if (f.editorAlone)
        print(
          `chapter editor read (${EDITOR_LESSONS} lessons × ${EDITOR_CONTENTS} contents), 1 client: ${line(f.editorAlone)} ` +
            `(${target('p99 ≤ 50 ms', f.editorAlone.p99 <= 50)})`,
        );
      if (f.editor)
        print(
          `chapter editor read (${EDITOR_LESSONS} lessons × ${EDITOR_CONTENTS} contents), ${CLIENTS} clients: ${Math.round(f.editor.rate)} reads/s (${ratio(f.editor.rate)}${ofFloor(f.editor.rate)}), ` +
            `${line(f.editor)} (${target('p99 ≤ 50 ms', f.editor.p99 <= 50)}), ${f.editor.failures} non-200 answers`,
        );
      if (f.player)
        print(
          `player opened by a class of ${PLAYER_STUDENTS} at once (${PLAYER_ROUNDS} rounds, the whole trail and the first content in one answer): ` +
            `${line(f.player)} (${target('p99 ≤ 100 ms', f.player.p99 <= 100)})`,
        );
      if (f.attempts)
        print(
          `game rounds recorded, ${CLIENTS} students: ${Math.round(f.attempts.rate)} attempts/s (${ratio(f.attempts.rate)}${ofFloor(f.attempts.rate)}), ${line(f.attempts)}, ` +
            `${f.attempts.failures} non-200 answers`,
        );
      if (f.views)
        print(
          `contents seen (plataforma/visto), ${CLIENTS} students paging the trail: ${Math.round(f.views.rate)} views/s (${ratio(f.views.rate)}${ofFloor(f.views.rate)}), ` +
            `${line(f.views)}, ${f.views.failures} non-200 answers`,
        );
    }

    if (runs('exam') || runs('grade-sheet')) {
      section('assessment');
      const f = await assessmentFigures();
      const line = (x: LoadFigure) => `p50 ${x.p50.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms`;
      if (f.exam)
        print(
          `end of an exam, ${EXAM_STUDENTS} students submitting ${EXAM_QUESTIONS} answers each, ${CLIENTS} clients: ` +
            `${f.exam.rate.toFixed(1)} submissions/s (${ratio(f.exam.rate)}${ofFloor(f.exam.rate)}; ${target('≥ 600/s', f.exam.rate >= 600)}), ` +
            `${line(f.exam)} (${target('p99 ≤ 100 ms', f.exam.p99 <= 100)}); answers: ${f.exam.statuses}`,
        );
      if (f.sheet)
        print(
          `grade sheet of ${SHEET_STUDENTS} students saved with updateMany (${EXAM_QUESTIONS} grades each, the ${SHEET_STUDENTS} at once, ` +
            `${SHEET_ROUNDS} rounds): ${line(f.sheet)}, ${f.sheet.failures} non-200 answers`,
        );
    }

    if (runs('chat')) {
      section('chat');
      const chat = await chatFigures();
      print(
        `chat, ${CHAT_SOCKETS} sockets in ${CHAT_ROOMS} rooms across two app instances, ${CHAT_SENDERS} senders for ${CHAT_SECONDS} s: ` +
          `${Math.round(chat.rate)} messages/s saved and acknowledged (${ratio(chat.rate)}; ${target('≥ 1,000/s', chat.rate >= 1000)}), ` +
          `${Math.round(chat.deliveries)} deliveries/s; delivery latency p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms ` +
          `(${target('p99 ≤ 50 ms', chat.p99 <= 50)}); ${chat.missing} deliveries missing, ${chat.duplicates} duplicated, ${chat.refused} refused (load average ${chat.load})`,
      );
    }

    if (runs('reports')) {
      section('reports');
      await reportFigures(base, print);
    }
    if (runs('rebuild')) {
      section('rebuild');
      await rebuildFigures(base, print);
    }
    if (runs('copy')) {
      section('copy of a person’s data');
      await personalDataCopyFigures(base, print);
    }

    if (runs('sync')) {
      section('sync');
      const { app, url } = await benchApp('sync-');
      try {
        await seedDemo(app);
        await deviceSyncFigures(app, url, print);
      } finally {
        await app.close();
      }
    }

    if (runs('sign-in')) {
      section('sign-in');
      const signIn = await signIns();
      const signInRatio = signIn.rate / signIn.verifies;
      print(
        `sign-in, ${SIGNIN_CLIENTS} clients on one login: ${signIn.rate.toFixed(1)} sign-ins/s; raw argon2id verifies on ` +
          `every core: ${signIn.verifies.toFixed(1)}/s; ratio ${signInRatio.toFixed(2)} (${target('≥ 0.8 × raw verifies', signInRatio >= 0.8)}), ` +
          `${signIn.failures} non-202 answers (load average ${signIn.load})`,
      );
      const clustered = await clusterSignIns();
      print(
        `sign-in through npm run cluster (2 instances and a worker behind the proxy), ${SIGNIN_CLIENTS} clients: ` +
          `${clustered.rate.toFixed(1)} sign-ins/s, ${(clustered.rate / signIn.rate).toFixed(2)} × one instance's; ` +
          `${clustered.failures} non-202 answers (load average ${clustered.load})`,
      );
    }

    if (runs('bulk')) {
      section('bulk');
      const bulk = await bulkImport();
      const bulkRatio = bulk.usersPerSecond / bulk.hashesPerSecond;
      print(
        `bulk user import, ${BULK_USERS} rows through the job (inline worker): ${bulk.usersPerSecond.toFixed(1)} users/s; ` +
          `raw argon2id, same parameters, ${HASH_CONCURRENCY} at a time: ${bulk.hashesPerSecond.toFixed(1)} hashes/s; ` +
          `ratio ${bulkRatio.toFixed(2)} (${target('≥ 0.9 × raw hashes', bulkRatio >= 0.9)}; load average ${bulk.load})`,
      );
    }
  } finally {
    await pool.end();
    const admin = new pg.Client({ connectionString: base.DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
