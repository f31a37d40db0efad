import '../src/threadpool.js';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import type { BulkImportStatus } from '@school/modules/identity';
import type { EventStore, NewEvent } from '@school/modules/kernel';
import { schoolListProjection } from '@school/projections/school-list';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { createDatabase, createPool, ensureDatabaseExists } from '../src/database/database.js';
import { systemMeta } from '../src/first-start.js';
import { IdentityService } from '../src/identity/identity.service.js';
import { HASH_CONCURRENCY } from '../src/identity/bulk/bulk-import.processor.js';
import { ARGON2_OPTIONS } from '../src/identity/password-hasher.js';
import { JobQueues } from '../src/jobs/job-queues.service.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { PostgresEventStore } from '../src/event-store/postgres-event-store.js';
import { CreateAddressCommand } from '../src/organization/address/address.commands.js';
import { CreateClassCommand } from '../src/organization/class/class.commands.js';
import { CreateSchoolCommand } from '../src/organization/school/school.commands.js';
import { CreateUnitCommand } from '../src/organization/unit/unit.commands.js';
import { rebuildProjection } from '../src/projection-engine/rebuild.js';

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
const BULK_USERS = Number(process.env.BENCH_BULK_USERS ?? 10_000);
const BULK_HASHES = Number(process.env.BENCH_BULK_HASHES ?? Math.min(BULK_USERS, 1_000));

const base = loadConfig();
const server = new URL(base.DATABASE_URL);
const dbName = `bench_${Date.now()}`;
server.pathname = `/${dbName}`;
const benchUrl = server.toString();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

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

async function appendRate(store: EventStore): Promise<number> {
  return forDuration(APPEND_SECONDS, CLIENTS, async (client, i) => {
    await store.append(
      `bench-${client}`,
      [{ id: randomUUID(), type: 'BenchAppended', data: { client, i } }],
      i === 0 ? 'no_stream' : i - 1,
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

async function httpRenames(): Promise<{
  rate: number;
  p50: number;
  p99: number;
  failures: number;
  load: string;
}> {
  const app = await createApp({
    ...base,
    DATABASE_URL: benchUrl,
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'error',
    REDIS_PREFIX: `bench-${Date.now()}`,
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: base.ADMIN_LOGIN, password: 'bench-admin' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
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

/** The load worker's answer: every request's latency and how many were not the expected status. */
function load(workerData: object): Promise<{ latencies: number[]; failures: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load.worker.js', import.meta.url), { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * Sign-ins per second: SIGNIN_CLIENTS clients signing in to one student's login over HTTP (a lab
 * sharing it), each attempt verified with argon2id, recorded in the access log and answered
 * with a token and the student's current class; against raw argon2id verifies of the same
 * parameters on every core.
 */
async function signIns(): Promise<{ rate: number; verifies: number; failures: number; load: string }> {
  const app = await createApp({
    ...base,
    DATABASE_URL: benchUrl,
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'error',
    REDIS_PREFIX: `bench-signin-${Date.now()}`,
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
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
  const app = await createApp({
    ...base,
    DATABASE_URL: benchUrl,
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'error',
    REDIS_PREFIX: `bench-bulk-${Date.now()}`,
    WORKER_INLINE: true,
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  try {
    const turma = await benchClass(app, 'ZZ', 'CG');
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: base.ADMIN_LOGIN, password: 'bench-admin' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
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

/** The parts `BENCH_ONLY` may name (comma-separated); all of them when it is unset. */
const SECTIONS = ['append', 'replay', 'rename', 'sign-in', 'bulk'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);

/** Every figure with a target says whether this run met it. */
const verdict = (met: boolean) => (met ? 'met' : 'not met');

async function main(): Promise<void> {
  const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  await ensureDatabaseExists(benchUrl);
  const pool = createPool(benchUrl, CLIENTS + 4);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  try {
    print(
      `bench: ${availableParallelism()} cores, PostgreSQL ${(await pool.query('show server_version')).rows[0].server_version}, ${CLIENTS} concurrent clients, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    // The reference every ratio is taken to; only the sign-in and bulk figures have their own.
    const raw = runs('append') || runs('replay') || runs('rename') ? await rawInsertRate(pool) : 0;
    if (raw)
      print(`raw PostgreSQL single-row insert+commit: ${Math.round(raw)} rows/s (the reference, ratio 1.00)`);

    await migrateDatabase(createDatabase(pool));
    const store = new PostgresEventStore(pool);
    if (runs('append')) {
      const append = await appendRate(store);
      const ratio = append / raw;
      print(
        `event append through the port: ${Math.round(append)} events/s (ratio ${ratio.toFixed(2)}; target ≥ 0.70: ${verdict(ratio >= 0.7)})`,
      );
    }
    if (runs('replay')) {
      const replay = await replayRate(pool, store);
      print(
        `projection replay (school-list rebuild of ${replay.events} events): ${Math.round(replay.rate)} events/s (ratio ${(replay.rate / raw).toFixed(2)}; target ≥ 20,000: ${verdict(replay.rate >= 20_000)})`,
      );
    }
    await store.close();

    if (runs('rename')) {
      const http = await httpRenames();
      print(
        `HTTP school rename, ${CLIENTS} clients: ${Math.round(http.rate)} commands/s (ratio ${(http.rate / raw).toFixed(2)}; target ≥ 1,000: ${verdict(http.rate >= 1000)}), ` +
          `p50 ${http.p50.toFixed(1)} ms, p99 ${http.p99.toFixed(1)} ms (target ≤ 50 ms: ${verdict(http.p99 <= 50)}), ${http.failures} non-200 answers (load average ${http.load})`,
      );
    }

    if (runs('sign-in')) {
      const signIn = await signIns();
      const signInRatio = signIn.rate / signIn.verifies;
      print(
        `sign-in, ${SIGNIN_CLIENTS} clients on one login: ${signIn.rate.toFixed(1)} sign-ins/s; raw argon2id verifies on ` +
          `every core: ${signIn.verifies.toFixed(1)}/s; ratio ${signInRatio.toFixed(2)} (target ≥ 0.8: ` +
          `${verdict(signInRatio >= 0.8)}), ${signIn.failures} non-202 answers (load average ${signIn.load})`,
      );
    }

    if (runs('bulk')) {
      const bulk = await bulkImport();
      const bulkRatio = bulk.usersPerSecond / bulk.hashesPerSecond;
      print(
        `bulk user import, ${BULK_USERS} rows through the job (inline worker): ${bulk.usersPerSecond.toFixed(1)} users/s; ` +
          `raw argon2id, same parameters, ${HASH_CONCURRENCY} at a time: ${bulk.hashesPerSecond.toFixed(1)} hashes/s; ` +
          `ratio ${bulkRatio.toFixed(2)} (target ≥ 0.8: ${verdict(bulkRatio >= 0.8)}; load average ${bulk.load})`,
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
