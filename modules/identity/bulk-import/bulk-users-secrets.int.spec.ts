import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkImportProgress, BulkImportStatus } from '@school/modules/identity';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { openSocket } from '@school/backend/test/sockets';
import { bulkResultRows } from '@school/backend/test/bulk-import';
import {
  buildOrganization,
  type FixtureUser,
  type Organization,
} from '@school/backend/test/organization.fixture';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { startWorker } from '@school/backend/jobs/worker.main';

const ROWS = 2_000;
const HEADER = 'nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade';
// Every password of the file carries this mark: finding the mark anywhere finds a password.
const MARK = `Sigilo${randomBytes(6).toString('hex')}`;
const password = (i: number) => `${MARK}-${i}`;
const IDEMPOTENCY_KEY = `bulk-${randomBytes(6).toString('hex')}`;
const BIG = [
  HEADER,
  ...Array.from({ length: ROWS }, (_, i) => `Aluno Sigiloso ${i + 1};6;${password(i + 1)};;;`),
].join('\r\n');

let t: TestApp;
let org: Organization;
let worker: INestApplicationContext | undefined;
let redis: Redis;
let monitor: Redis | undefined;
let socket: Socket | undefined;
const sockets: Socket[] = [];
/** Every command any client sent to Redis while the test ran (MONITOR), as text. */
const sent: string[] = [];

beforeAll(async () => {
  // No JWT_SECRET: the app and the worker each resolve the one generated into the database,
  // and derive the same key from it. No worker in the app: the import waits until one starts.
  t = await createTestApp('bulk-secrets', { WORKER_INLINE: 'false', JWT_SECRET: '' });
  org = await buildOrganization(t);
  redis = new Redis(t.config.REDIS_URL);
  monitor = await redis.monitor();
  monitor.on('monitor', (_time: string, args: string[]) => {
    if (args.some((a) => a.includes(t.config.REDIS_PREFIX))) sent.push(args.join(' '));
  });
});

afterAll(async () => {
  for (const s of sockets) s.close();
  // MONITOR lines already in the socket's buffer when the connection leaves the "monitoring"
  // state are read by ioredis as replies to no command, and it emits them as errors ("Command
  // queue state error"): with no listener, that is an uncaught exception in whatever runs next.
  monitor?.removeAllListeners('monitor').on('error', () => undefined);
  monitor?.disconnect();
  await worker?.close();
  await t?.app.get(JobQueues).get('bulk-users').obliterate({ force: true });
  await redis?.quit();
  await t?.close();
});

function submit(
  who: FixtureUser,
  file: { text: string; name: string },
  headers: Record<string, string> = {},
  turma = org.classes.a1,
): Promise<Response> {
  const form = new FormData();
  form.append('codBseTurma', String(turma));
  form.append('file', new Blob([file.text]), file.name);
  return fetch(`${t.url}/api/bse_usuario/criarUsuariosEmMassa/x`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${who.token}`, ...headers },
  });
}

async function statusOf(who: FixtureUser, jobId: string): Promise<BulkImportStatus> {
  const response = await fetch(`${t.url}/api/bse_usuario/criarUsuariosEmMassa/${jobId}`, {
    headers: { authorization: `Bearer ${who.token}` },
  });
  return (await response.json()) as BulkImportStatus;
}

async function finished(who: FixtureUser, jobId: string): Promise<BulkImportStatus> {
  for (;;) {
    const status = await statusOf(who, jobId);
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every value under the test's Redis prefix, whatever its type, as text. */
async function redisContents(): Promise<string> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${t.config.REDIS_PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    const value =
      type === 'string'
        ? await redis.get(key)
        : type === 'hash'
          ? await redis.hgetall(key)
          : type === 'list'
            ? await redis.lrange(key, 0, -1)
            : type === 'set'
              ? await redis.smembers(key)
              : type === 'zset'
                ? await redis.zrange(key, '0', '-1', 'WITHSCORES')
                : type === 'stream'
                  ? await redis.xrange(key, '-', '+')
                  : `(${type})`;
    parts.push(`${key} ${JSON.stringify(value)}`);
  }
  return parts.join('\n');
}

/** Every file under FILES_DIR, as text. */
async function diskContents(): Promise<string> {
  const entries = await readdir(t.config.FILES_DIR, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
}

const bigFile = { text: BIG, name: 'turma-sigilosa.csv' };
const otherFile = { text: [HEADER, `Outra Aluna;6;${password(0)};;;`].join('\r\n'), name: 'outra.csv' };

describe('a 2,000-row import, from the request to the users who sign in', () => {
  let jobId: string;
  let diretorJobId: string;
  let parallelJobId: string;
  const progress: BulkImportProgress[] = [];
  const scans: { done: number; text: string }[] = [];
  let done: unknown;

  it('queues the rows with every password masked, and the passwords sealed apart', async () => {
    const response = await submit(org.users.coordenadorA1, bigFile, { 'idempotency-key': IDEMPOTENCY_KEY });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as BulkImportStatus;
    expect(answer).toMatchObject({ status: 'queued', rows: ROWS });
    jobId = answer.jobId;

    const job = await t.app.get(JobQueues).job('bulk-users', jobId);
    const data = job!.data as { rows: { txtSenha: string }[]; sealedPasswords?: string };
    expect(data.rows).toHaveLength(ROWS);
    expect(data.rows[0]!.txtSenha).toBe('*'.repeat(password(1).length));
    expect(data.sealedPasswords).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);

    const stored = await redisContents();
    expect(stored).toContain('Aluno Sigiloso 1999'); // the scan sees the job's rows...
    expect(stored).not.toContain(MARK); // ...and no password among them
  });

  it('refuses another file of the same requester while one runs, naming it, and changes nothing', async () => {
    const queue = t.app.get(JobQueues).get('bulk-users');
    const before = {
      events: await sql<{ n: number }>`select count(*)::int as n from es_events`.execute(t.db),
      jobs: await queue.getJobCounts(),
      keys: (await redisContents()).split('\n').length,
    };

    const refused = await submit(org.users.coordenadorA1, otherFile);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body).toEqual({
      status: 409,
      code: 'bulk.alreadyRunning',
      message:
        `Já existe uma importação em andamento: arquivo turma-sigilosa.csv, turma Turma A1, 0 de ${ROWS} registros ` +
        `processados. Aguarde o término para enviar outro arquivo (importação ${jobId}).`,
    });
    for (const [language, text] of [
      ['en', 'An import is already running: file turma-sigilosa.csv'],
      ['es', 'Ya hay una importación en curso: archivo turma-sigilosa.csv'],
    ] as const) {
      const translated = await submit(org.users.coordenadorA1, otherFile, { 'accept-language': language });
      expect(translated.status).toBe(409);
      expect(((await translated.json()) as ErrorBody).message).toContain(text);
    }
    const json = await t.call('POST', '/api/bse_usuario/criarUsuariosEmMassa/x', {
      token: org.users.coordenadorA1.token,
      body: {
        codBseTurma: org.classes.a1,
        rows: [{ nomUsuario: 'Aluno Json', codBsePerfil: 6, txtSenha: 'x12345' }],
      },
    });
    expect(json.status).toBe(409);

    expect(await sql`select count(*)::int as n from es_events`.execute(t.db)).toEqual(before.events);
    expect(await queue.getJobCounts()).toEqual(before.jobs);
    expect((await redisContents()).split('\n')).toHaveLength(before.keys);
  });

  it('answers the same file again with the running import, and lets another requester import', async () => {
    const again = await submit(org.users.coordenadorA1, { ...bigFile, name: 'copia.csv' });
    expect(again.status).toBe(202);
    expect(((await again.json()) as BulkImportStatus).jobId).toBe(jobId);

    const other = await submit(org.users.diretorA1, otherFile);
    expect(other.status).toBe(202);
    diretorJobId = ((await other.json()) as BulkImportStatus).jobId;
    expect(diretorJobId).not.toBe(jobId);
  });

  it('takes one of two different files sent at once by one requester, and refuses the other', async () => {
    const files = [1, 2].map((n) => ({
      text: [HEADER, `Aluna Paralela ${n};6;paralela-${n};;;`].join('\r\n'),
      name: `paralela-${n}.csv`,
    }));
    const answers = await Promise.all(
      files.map((file) => submit(org.users.coordenadorB1, file, {}, org.classes.b1)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const accepted = (await answers.find((a) => a.status === 202)!.json()) as BulkImportStatus;
    const refused = (await answers.find((a) => a.status === 409)!.json()) as ErrorBody;
    expect(refused.code).toBe('bulk.alreadyRunning');
    expect(refused.message).toContain(`(importação ${accepted.jobId})`);
    parallelJobId = accepted.jobId;
  });

  it('never lets a password reach Redis while a worker (another app context) runs the import', async () => {
    socket = await openSocket(t.url, org.users.coordenadorA1.token, sockets);
    // Scan at the progress events, one scan at a time: the import is running meanwhile.
    let scanning: Promise<void> = Promise.resolve();
    socket.on('bulk-users:progress', ({ id, progress: p }: { id: string; progress: BulkImportProgress }) => {
      if (id !== jobId) return;
      progress.push(p);
      if (p.done > 0 && p.done < ROWS && scans.length < 3)
        scanning = scanning.then(async () => {
          if (scans.length < 3) scans.push({ done: p.done, text: await redisContents() });
        });
    });
    const finishedEvent = new Promise((resolve) =>
      socket!.on('bulk-users:done', (event: { id: string }) => {
        if (event.id === jobId) resolve(event);
      }),
    );

    worker = await startWorker(t.config);
    done = await finishedEvent;
    await scanning;
    expect(done).toMatchObject({ created: ROWS, refused: 0 });
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan.done).toBeLessThan(ROWS);
      expect(scan.text).toContain('sealedPasswords');
      expect(scan.text).not.toContain(MARK);
    }
  }, 240_000);

  it('leaves no password, not even sealed, once the import is over; none in the progress or the result', async () => {
    const job = await t.app.get(JobQueues).job('bulk-users', jobId);
    expect(await job!.getState()).toBe('completed');
    expect(job!.data).not.toHaveProperty('sealedPasswords');
    const stored = await redisContents();
    const jobKey = stored
      .split('\n')
      .find((line) => line.startsWith(`${t.config.REDIS_PREFIX}:bulk-users:${jobId} `));
    expect(jobKey).toContain('Aluno Sigiloso 1999');
    expect(jobKey).not.toContain('sealedPasswords');
    expect(stored).not.toContain(MARK);

    expect(progress.at(-1)).toEqual({ done: ROWS, total: ROWS, created: ROWS, refused: 0 });
    expect(JSON.stringify([progress, done])).not.toContain(MARK);

    const file = await fetch(`${t.url}/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`, {
      headers: { authorization: `Bearer ${org.users.coordenadorA1.token}` },
    });
    const text = await file.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(ROWS + 1);
    expect(text).not.toContain(MARK);
    const disk = await diskContents();
    expect(disk).toContain('Aluno Sigiloso 1999');
    expect(disk).not.toContain(MARK);

    // Whatever any client sent to Redis meanwhile: the rows went, the passwords never did.
    expect(sent.join('\n')).toContain('Aluno Sigiloso 1999');
    expect(sent.join('\n')).not.toContain(MARK);
  });

  it('records only argon2id hashes in the events, nothing in the idempotency records, and the users sign in', async () => {
    const { rows: events } = await sql<{ type: string; data: string; metadata: string }>`
      select type, data::text as data, metadata::text as metadata from es_events`.execute(t.db);
    expect(events.filter((e) => e.data.includes(MARK) || e.metadata.includes(MARK))).toEqual([]);
    const created = events.filter((e) => e.type === 'UserCreated' && e.metadata.includes(jobId));
    expect(created).toHaveLength(ROWS);
    // Stored sealed with the user's key (decision 0061); read through the store, an argon2id hash.
    expect(created.every((e) => !e.data.includes('$argon2id$'))).toBe(true);
    const opened = (await t.store.readAll({ maxCount: 100_000 })).filter(
      (e) => e.type === 'UserCreated' && JSON.stringify(e.metadata).includes(jobId),
    );
    expect(opened).toHaveLength(ROWS);
    expect(
      opened.every((e) => (e.data as { passwordHash: string }).passwordHash.startsWith('$argon2id$')),
    ).toBe(true);

    const { rows: answers } = await sql<{ body: string }>`
      select body::text as body from idempotency_keys where key = ${IDEMPOTENCY_KEY}`.execute(t.db);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.body).not.toContain(MARK);

    const lines = await bulkResultRows(t, org.users.coordenadorA1.token, jobId);
    const login = (n: number) => lines[n - 1]!.split(';')[3]!.replaceAll('"', '');
    expect(await t.signIn(login(1234), password(1234))).toBeTruthy();
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { username: login(1234), password: password(1235) },
    });
    expect(wrong.status).toBe(401);
  });

  it('takes another file from the requester once the running import is over', async () => {
    expect(await finished(org.users.diretorA1, diretorJobId)).toMatchObject({ status: 'completed' });
    expect(await finished(org.users.coordenadorB1, parallelJobId)).toMatchObject({ status: 'completed' });
    const response = await submit(org.users.coordenadorA1, otherFile);
    expect(response.status).toBe(202);
    const next = (await response.json()) as BulkImportStatus;
    expect(next.jobId).not.toBe(jobId);
    expect(await finished(org.users.coordenadorA1, next.jobId)).toMatchObject({
      status: 'completed',
      result: { created: 1 },
    });
  });
});
