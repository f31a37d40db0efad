import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED } from '@school/modules/kernel';
import { createTestApp, TEST_PERSONAL_DATA_KEY, type TestApp } from '@school/backend/test/app';
import { createTestDatabase } from '@school/backend/test/databases';
import { studentWhoDidEverything } from '@school/backend/test/student-activity.fixture';
import { DEMO_PASSWORD } from '@school/backend/cli/demo-data';
import { rebuildProjection } from '@school/backend/projection-engine/rebuild';
import { ALL_PROJECTIONS } from '@school/backend/projections';

/**
 * Issue 32's "done": a student with distinctive values who did one of everything is erased on a
 * guardian's request, and none of her identity or written text is found anywhere afterwards: a
 * dump of the whole database, every Redis key and value, the files and the app's log; also after
 * a rebuild of every read model, and after a restore of a backup taken before the erasure. Her
 * answers and grades stay (the school's record, LGPD Art. 16) and count under "Dados removidos".
 */
const MARK = {
  name: 'Quitéria Brandislau Ferrugem',
  login: 'DMER-4417',
  ip: '198.51.100.144',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 quiteria-agente',
  answer: 'O sangue da aluna corre pelas artérias até o coração.',
  reply: 'Resposta da Quitéria no fórum sobre abelhas zumbidoras',
  chat: 'Quitéria manda um oi para a turma toda',
  support: 'Quitéria não encontra o quebra-cabeça do pulmão',
  supportName: 'Quitéria Família Brandislau',
  supportEmail: 'quiteria.brandislau@exemplo.com.br',
  calendar: 'Aniversário secreto da Quitéria',
  changeReason: 'Revisão da prova do sexto ano',
};
const GUARDIAN = { nome: 'Olegário Brandislau Responsável', documento: '987.654.321-00' };

/** What must be gone: who she is and what she wrote. Her answer is the school's record and stays. */
const GONE = [
  MARK.name,
  MARK.login,
  MARK.ip,
  'quiteria-agente',
  MARK.reply,
  MARK.chat,
  MARK.support,
  MARK.supportName,
  MARK.supportEmail,
  MARK.calendar,
];

const BACKUP_CLI = fileURLToPath(new URL('../../backend/dist/src/cli/backup.js', import.meta.url));

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(command, args, { env: { ...process.env, NODE_ENV: 'test', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command}: ${output}`)))),
  );
}

/** Every row of every table, as `pg_dump` writes them. */
const dumpOf = (url: string) => run('pg_dump', ['--data-only', url], {});

/** Every key under the app's prefix and every value, whatever its type. */
async function redisText(url: string, prefix: string): Promise<string> {
  const redis = new Redis(url);
  try {
    const parts: string[] = [];
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>)
      for (const key of keys) {
        parts.push(key);
        const type = await redis.type(key);
        if (type === 'string') parts.push((await redis.get(key)) ?? '');
        else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
        else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, '0', '-1')));
        else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

async function filesText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const texts = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'latin1')),
  );
  return texts.join('\n');
}

/** The values of GONE found in a text (as stored: JSON escapes nothing of these). */
const found = (text: string) => GONE.filter((value) => text.includes(value));

describe('an erased student leaves nothing personal behind (issue 32)', () => {
  const log: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  let student: number;
  let sixthA: number;
  let gradesBefore: (string | number)[][] = [];
  let copyFolder = '';
  let master: string;
  let work: string;
  let backup: string;

  /** Her grades in the class's grades report: they still count, under "Dados removidos". */
  async function reportedGrades(app: TestApp, token: string) {
    const response = await app.call('POST', '/api/rel_relatorio/filtrarNotas', {
      token,
      body: { codBseTurma: sixthA },
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as {
      cod_bse_usuario?: number;
      nom_aluno: string;
      soma_notas_atividade: string;
    }[];
    return rows
      .filter((r) => r.nom_aluno === ERASED || r.nom_aluno === MARK.name)
      .map((r) => [r.nom_aluno, Number(r.soma_notas_atividade)]);
  }

  beforeAll(async () => {
    t = await createTestApp('erasure', { LOG_LEVEL: 'debug' }, { logDestination: destination });
    let token: string;
    ({ zuleica: student, sixthA, token } = await studentWhoDidEverything(t, MARK, 'DMER-4418'));
    // She downloaded her own copy: a file in FILES_DIR with her name and texts, for 7 days.
    const asked = await t.call('POST', '/api/privacidade/solicitacoes', {
      token,
      body: { codBseUsuario: student, tipo: 'copia' },
    });
    expect(asked.status).toBe(200);
    const { codSolicitacao } = (await asked.json()) as { codSolicitacao: number };
    await vi.waitFor(
      async () => {
        const detail = await t.call('GET', `/api/privacidade/solicitacoes/${codSolicitacao}`, { token });
        expect(((await detail.json()) as { status: string }).status).toBe('concluida');
      },
      { timeout: 60_000, interval: 100 },
    );
    copyFolder = join(t.config.FILES_DIR, 'privacy', String(codSolicitacao));
    expect(await readdir(copyFolder)).toEqual(['dados.zip']); // compressed: the scan below could not read it
    master = await t.signIn('DMMT-0001', DEMO_PASSWORD);
    gradesBefore = await reportedGrades(t, master);
    expect(gradesBefore.length).toBeGreaterThan(0);
    expect(gradesBefore.every(([name]) => name === MARK.name)).toBe(true);
    // A backup taken before the erasure: it holds her keys.
    work = await mkdtemp(join(tmpdir(), 'erasure-'));
    backup = join(work, 'backup');
    await run(process.execPath, [BACKUP_CLI, 'create', backup], {
      DATABASE_URL: t.config.DATABASE_URL,
      FILES_DIR: t.config.FILES_DIR,
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    });

    // The search below finds what is there: before the erasure her name and texts are in the read models.
    expect(found(await dumpOf(t.config.DATABASE_URL))).toEqual(
      expect.arrayContaining([MARK.name, MARK.login, MARK.chat, MARK.supportEmail]),
    );

    const gestor = await t.signIn('DMMT-0002', DEMO_PASSWORD);
    const erased = await t.call('POST', '/api/privacidade/solicitacoes', {
      token: gestor,
      body: {
        codBseUsuario: student,
        tipo: 'eliminacao',
        solicitante: { relacao: 'responsavel', ...GUARDIAN },
        motivo: 'A família pediu a eliminação dos dados da aluna.',
      },
    });
    expect(erased.status).toBeLessThan(300);
    await t.settled();
  });

  afterAll(async () => {
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('finds none of her values in the database, Redis, the files or the log, and her grades still count', async () => {
    expect(found(await dumpOf(t.config.DATABASE_URL))).toEqual([]);
    expect(found(await redisText(t.config.REDIS_URL, t.config.REDIS_PREFIX))).toEqual([]);
    expect(found(await filesText(t.config.FILES_DIR))).toEqual([]);
    expect(await readdir(copyFolder).catch(() => 'gone')).toBe('gone'); // her copy went with her
    // The log never held a name, a login or a text; client addresses there follow the retention.
    expect(found(log.join('')).filter((value) => value !== MARK.ip)).toEqual([]);
    expect(await reportedGrades(t, master)).toEqual(gradesBefore.map(([, sum]) => [ERASED, sum]));
    // The guardian's request is on record, with the guardian's name (sealed with the request's own key).
    const requests = (await (
      await t.call('GET', '/api/privacidade/solicitacoes', { token: master })
    ).json()) as unknown[];
    expect(JSON.stringify(requests)).toContain(GUARDIAN.nome);
  });

  it('finds none after a rebuild of every read model either', async () => {
    for (const projection of ALL_PROJECTIONS) await rebuildProjection(t.db, t.store, projection);
    expect(found(await dumpOf(t.config.DATABASE_URL))).toEqual([]);
    expect(await reportedGrades(t, master)).toEqual(gradesBefore.map(([, sum]) => [ERASED, sum]));
  });

  it('finds none after a restore of the backup taken before the erasure', async () => {
    const target = await createTestDatabase('erasure-restored');
    const env = {
      DATABASE_URL: target.url,
      FILES_DIR: join(work, 'restored-files'),
      ERASURE_LEDGER: t.config.ERASURE_LEDGER,
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    };
    try {
      expect(await run(process.execPath, [BACKUP_CLI, 'restore', backup], env)).toContain(
        'erased again 1 users',
      );
      const restored = await createTestApp('erasure-restored-app', env);
      try {
        await restored.settled();
        expect(found(await dumpOf(target.url))).toEqual([]);
        expect(found(await filesText(env.FILES_DIR))).toEqual([]);
        expect(await reportedGrades(restored, await restored.signIn('DMMT-0001', DEMO_PASSWORD))).toEqual(
          gradesBefore.map(([, sum]) => [ERASED, sum]),
        );
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});
