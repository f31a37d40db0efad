import '../src/threadpool.js';
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type ChatAck, classChatRoom } from '@school/modules/community';
import { createApp } from '../src/app.js';
import { seedDemo } from '../src/cli/demo-seed.js';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import { loadConfig } from '../src/config/config.js';
import { ensureDatabaseExists } from '../src/database/database.js';
import {
  demoClassmates,
  roundRequest,
  viewRequest,
  FLOOD_LIMITS_LIFTED,
  figure,
  load,
  type LoadFigure,
  percentile,
  signIn,
  startCluster,
} from './bench-support.js';
import type { CycledRequest } from './http-load.worker.js';

/**
 * `npm run soak`: the cluster of `npm run cluster` (two app instances, a worker, the proxy) on a
 * fresh database with the demo network, under the demo network's mix through the proxy for
 * SOAK_SECONDS (600): sign-ins, students opening the player, seeing contents and playing rounds,
 * answering an activity, the Professor's grades, the coordinator's reports, and the class chat.
 * It prints every 10 s each process's RSS and the projection lag, then the figures: requests and
 * errors per kind, RSS first and last per process, lag p50/p99/max (target p99 ≤ 1 s), and
 * whether the run met its targets (0 errors, memory flat, lag). Never part of `npm test`.
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const STUDENTS = Number(process.env.SOAK_STUDENTS ?? 40);
const PORT = Number(process.env.SOAK_PORT ?? 3900);
const SAMPLE_MS = 10_000;
const CHAT_PAUSE_MS = 3_000;
/** RSS may grow while caches fill: "flat" compares the last sample with the one a third of the way in. */
const RSS_GROWTH_ALLOWED = 0.2;

const base = loadConfig();
const server = new URL(base.DATABASE_URL);
const stamp = Date.now();
server.pathname = `/soak_${stamp}`;
const databaseUrl = server.toString();
const redisPrefix = `soak-${stamp}`;
const url = `http://127.0.0.1:${PORT}`;
const adminPassword = randomBytes(12).toString('hex');

const print = (line: string) => process.stdout.write(`${line}\n`);

/** The demo network, its activity with questions, and STUDENTS more students of 6º ano A. */
async function prepare(files: string): Promise<{ classId: number; logins: string[] }> {
  await ensureDatabaseExists(databaseUrl);
  const app = await createApp({
    ...base,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    FILES_DIR: files,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'error',
  });
  try {
    await seedDemo(app);
    const { classId, classmates } = await demoClassmates(app, STUDENTS, 7000, 'Aluno da maratona');
    return { classId, logins: classmates.map((c) => c.cstLogin) };
  } finally {
    await app.close();
  }
}

/** The supervisor and every process under it, with their command lines. */
function processTree(root: number): { pid: number; name: string }[] {
  const out = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' }).stdout;
  const rows = out
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (!tree.has(r.pid) && tree.has(r.ppid)) {
        tree.add(r.pid);
        grew = true;
      }
  }
  return rows
    .filter((r) => tree.has(r.pid))
    .map((r) => ({
      pid: r.pid,
      name: r.pid === root ? 'supervisor' : r.args.split('/').pop()!.slice(0, 40),
    }));
}

async function rssMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status?.match(/VmRSS:\s+(\d+)/)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/**
 * Projection lag as a user feels it: every second the head of the event store is noted, and the
 * lag is the time until every read model's checkpoint has passed it.
 */
function lagProbe(pool: pg.Pool): { stop: () => Promise<number[]> } {
  const lags: number[] = [];
  const pending: { head: string; at: number }[] = [];
  let running = true;
  const noteHeads = (async () => {
    while (running) {
      const { rows } = await pool.query<{ head: string | null }>(
        `select es_position(tx_id, global_position) as head from es_events
          order by tx_id desc, global_position desc limit 1`,
      );
      if (rows[0]?.head) pending.push({ head: rows[0].head, at: performance.now() });
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const watch = (async () => {
    while (running || pending.length > 0) {
      const { rows } = await pool.query<{ low: string | null }>(
        'select min(position) as low from projection_checkpoints',
      );
      const low = rows[0]?.low ?? '';
      while (pending.length > 0 && pending[0]!.head <= low)
        lags.push(performance.now() - pending.shift()!.at);
      if (!running && pending.length > 0 && performance.now() - pending[0]!.at > 30_000) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await Promise.all([noteHeads, watch]);
      return lags;
    },
  };
}

/**
 * The class chat: each sender a message every CHAT_PAUSE_MS (a lively class, within the 30 a
 * minute a user may send), delivered to every socket of the room.
 */
async function chat(
  tokens: string[],
  classId: number,
  until: number,
): Promise<{ sent: number; refused: number; received: number; errors: number }> {
  const sockets: Socket[] = [];
  let received = 0;
  let errors = 0;
  try {
    for (const token of tokens) {
      const socket = io(`${url}/chat`, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      socket.on('chatToClient', () => received++);
      socket.on('connect_error', () => errors++);
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.once('getUsersInChat', () => resolve()));
    }
    let sent = 0;
    let refused = 0;
    await Promise.all(
      sockets.map(async (socket, i) => {
        for (let n = 0; performance.now() < until; n++) {
          const ack = (await socket
            .timeout(10_000)
            .emitWithAck('chatToServer', {
              sala: classChatRoom(classId),
              conteudo: `mensagem ${n} do aluno ${i}`,
              id: randomUUID(),
            })
            .catch(() => null)) as ChatAck | null;
          if (ack?.ok) sent++;
          else refused++;
          await new Promise((r) => setTimeout(r, CHAT_PAUSE_MS));
        }
      }),
    );
    return { sent, refused, received, errors };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const files = await mkdtemp(join(tmpdir(), 'soak-files-'));
  print(`soak: ${SECONDS} s through the proxy on ${url}, database ${server.pathname.slice(1)}`);
  const { classId, logins } = await prepare(files);
  const cluster = await startCluster(PORT, {
    ...FLOOD_LIMITS_LIFTED,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    FILES_DIR: files,
    ADMIN_PASSWORD: adminPassword,
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const students: string[] = [];
    for (const login of logins) students.push(await signIn(url, login, DEMO_PASSWORD));
    const professor = await signIn(url, 'DMMT-0005', DEMO_PASSWORD);
    const coordinator = await signIn(url, 'DMMT-0004', DEMO_PASSWORD);

    // What the students play and answer: the class's active trail, and an activity of the class.
    const trail = await api<{
      capitulos: { aulas: { conteudos: { codTrlConteudo: number; codTrlTipoConteudo: number }[] }[] }[];
    }>('GET', `/plataforma/turma/${classId}`, students[0]!);
    const contents = trail.capitulos.flatMap((c) => c.aulas.flatMap((l) => l.conteudos));
    const game = contents.find((c) => c.codTrlTipoConteudo === 3);
    const [open] = await api<{ codBseAtividade: number }[]>(
      'GET',
      `/bse_atividade_turma/${classId}/atividades-ativas`,
      students[0]!,
    );
    if (!open) throw new Error('the demo class has no open activity to answer');
    const activity = open.codBseAtividade;
    const questions = await api<
      { codBseQuestao: number; tipoQuestao: string; multiplaEscolha: { descricao: string }[] }[]
    >('GET', `/bse_questao?codBseAtividade=${activity}`, students[0]!);

    const player: CycledRequest[] = [
      { method: 'GET', path: `/api/plataforma/turma/${classId}` },
      ...contents.slice(0, 6).map((c) => viewRequest(classId, c.codTrlConteudo)),
      ...(game ? [roundRequest(classId, game.codTrlConteudo)] : []),
    ];
    const staff: { token: string; requests: CycledRequest[] }[] = [
      {
        token: coordinator,
        requests: [
          { method: 'POST', path: '/api/rel_relatorio/filtrarAcessos', body: { codBseTurma: classId } },
          { method: 'POST', path: '/api/rel_relatorio/filtrarNotas', body: { codBseTurma: classId } },
        ],
      },
      {
        token: professor,
        requests: [{ method: 'GET', path: `/api/bse_questao_resposta/${activity}?codTurma=${classId}` }],
      },
    ];

    const lag = lagProbe(pool);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const rss = new Map<string, number[]>();
    const sampler = setInterval(() => {
      void (async () => {
        const line: string[] = [];
        for (const p of processTree(cluster.pid)) {
          const mb = await rssMb(p.pid);
          if (mb === null) continue;
          const key = `${p.name} (${p.pid})`;
          rss.set(key, [...(rss.get(key) ?? []), mb]);
          line.push(`${key} ${mb.toFixed(0)} MB`);
        }
        print(
          `  ${Math.round((performance.now() - started) / 1000)} s, load ${loadavg()[0]!.toFixed(1)}: ${line.join('; ')}`,
        );
      })();
    }, SAMPLE_MS);

    const answers = questions.map((q) => ({
      codBseAtividade: activity,
      codBseTurma: classId,
      codBseQuestao: q.codBseQuestao,
      resResposta: q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? q.multiplaEscolha[0]!.descricao : 'Minha resposta.',
    }));
    const durationMs = SECONDS * 1000;
    const [signIns, players, staffLoad, answered, talk] = await Promise.all([
      load({ kind: 'signIn', url, durationMs, clients: 2, username: 'DMMT-0006', password: DEMO_PASSWORD }),
      load({
        kind: 'cycle',
        url,
        durationMs,
        clients: students
          .slice(0, Math.min(16, students.length))
          .map((token) => ({ token, requests: player })),
      }),
      load({ kind: 'cycle', url, durationMs, clients: staff }),
      answers.length > 0
        ? load({
            kind: 'once',
            url,
            durationMs: 0,
            clients: 4,
            items: students.map((token) => ({
              token,
              method: 'POST',
              path: '/api/bse_questao_resposta',
              body: answers,
            })),
          })
        : Promise.resolve({ latencies: [], failures: 0 }),
      chat(students.slice(16), classId, until),
    ]);
    clearInterval(sampler);
    const lags = (await lag.stop()).sort((a, b) => a - b);
    const seconds = (performance.now() - started) / 1000;

    const figures: [string, LoadFigure][] = [
      ['sign-ins', figure(signIns, seconds)],
      ['player (open, seen, rounds)', figure(players, seconds)],
      ['reports and the grade sheet', figure(staffLoad, seconds)],
      ['activity answers (once each)', figure(answered, seconds)],
    ];
    let errors = talk.refused + talk.errors;
    print('\n== figures');
    for (const [name, f] of figures) {
      errors += f.failures;
      print(
        `${name}: ${f.rate.toFixed(1)}/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.failures} errors${f.statuses ? ` (${f.statuses})` : ''}`,
      );
    }
    print(
      `chat: ${talk.sent} messages sent, ${talk.refused} refused, ${talk.received} deliveries, ${talk.errors} connection errors`,
    );
    const p99 = percentile(lags, 99);
    print(
      `projection lag (${lags.length} probes): p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${(lags.at(-1) ?? 0).toFixed(0)} ms`,
    );
    let flat = true;
    print('RSS per process (MB): first, a third in, last, max');
    for (const [name, samples] of rss) {
      const third = samples[Math.floor(samples.length / 3)] ?? samples[0]!;
      const last = samples.at(-1)!;
      const grew = last > third * (1 + RSS_GROWTH_ALLOWED);
      if (grew) flat = false;
      print(
        `  ${name}: ${samples[0]!.toFixed(0)}, ${third.toFixed(0)}, ${last.toFixed(0)}, ${Math.max(...samples).toFixed(0)}${grew ? ' (grew)' : ''}`,
      );
    }
    print(
      `\ntargets: 0 errors ${errors === 0 ? 'met' : `not met (${errors})`}; memory flat ${flat ? 'met' : 'not met'}; ` +
        `projection lag p99 ≤ 1 s ${p99 <= 1000 ? 'met' : 'not met'}`,
    );
    if (errors > 0 || !flat || p99 > 1000) process.exitCode = 1;
  } finally {
    await cluster.stop();
    await pool.end();
    await rm(files, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: base.DATABASE_URL.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database if exists soak_${stamp} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  print(`soak failed: ${(error as Error)?.stack ?? String(error)}`);
  process.exit(1);
});
