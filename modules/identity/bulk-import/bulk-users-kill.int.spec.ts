import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkImportStream, type BulkImportProgress, type BulkImportStatus } from '@school/modules/identity';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { openSocket } from '@school/backend/test/sockets';
import { bulkResultRows } from '@school/backend/test/bulk-import';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { JOB_TIMING, killed, startWorker, WORKER } from '@school/backend/test/workers';

const ROWS = 300;
const HEADER = 'nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade';

let t: TestApp;
let org: Organization;
let socket: Socket;
const sockets: Socket[] = [];
const workers: ChildProcess[] = [];

async function createdCount(jobId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from es_events
    where type = 'UserCreated' and metadata->>'bulkImport' = ${jobId}`.execute(t.db);
  return rows[0]!.n;
}

beforeAll(async () => {
  // Only the separate worker process runs jobs; the app enqueues and forwards their events.
  t = await createTestApp('bulk-kill', { WORKER_INLINE: 'false', ...JOB_TIMING });
  org = await buildOrganization(t);
  socket = await openSocket(t.url, org.users.coordenadorA1.token, sockets);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(workers.map(killed));
  await t?.close();
});

describe('a worker killed in the middle of an import', () => {
  it('is replaced by another that finishes it: every row has exactly one user and the result file is complete', async () => {
    expect(existsSync(WORKER), 'run `npm run build:backend` first').toBe(true);
    const csv = [
      HEADER,
      ...Array.from({ length: ROWS }, (_, i) => `Aluno Carga ${i + 1};6;senha-${i + 1};;;`),
    ];
    const form = new FormData();
    form.append('codBseTurma', String(org.classes.a1));
    form.append('file', new Blob([csv.join('\r\n')]), 'carga.csv');

    let lastProgress: BulkImportProgress | null = null;
    const midway = new Promise<BulkImportProgress>((resolve) => {
      socket.on('bulk-users:progress', ({ progress }: { progress: BulkImportProgress }) => {
        lastProgress = progress;
        if (progress.done >= ROWS * 0.3) resolve(progress);
      });
    });
    const done = new Promise<{ created: number; refused: number }>((resolve) =>
      socket.once('bulk-users:done', resolve),
    );

    const response = await fetch(`${t.url}/api/bse_usuario/criarUsuariosEmMassa/x`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${org.users.coordenadorA1.token}` },
    });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as BulkImportStatus;

    const first = startWorker(t.config, workers);
    const atKill = await midway;
    await killed(first);
    expect(atKill.done).toBeLessThan(ROWS * 0.6);
    expect(atKill.done).toBeGreaterThanOrEqual(ROWS * 0.3);
    const createdBeforeKill = await createdCount(jobId);
    expect(createdBeforeKill).toBeGreaterThan(0);
    expect(createdBeforeKill).toBeLessThan(ROWS);

    startWorker(t.config, workers);
    expect(await done).toMatchObject({ created: ROWS, refused: 0 });
    // The job ran twice: the stalled check gave the killed worker's job to the new one.
    const job = await t.app.get(JobQueues).job('bulk-users', jobId);
    expect(job!.attemptsStarted).toBeGreaterThanOrEqual(2);
    expect(lastProgress).toEqual({ done: ROWS, total: ROWS, created: ROWS, refused: 0 });

    // One UserCreated per row, however many attempts ran, and one plan.
    const created = await sql<{
      row: number;
      n: number;
    }>`select (metadata->>'row')::int as row, count(*)::int as n
      from es_events where type = 'UserCreated' and metadata->>'bulkImport' = ${jobId}
      group by 1 order by 1`.execute(t.db);
    expect(created.rows).toHaveLength(ROWS);
    expect(created.rows.every((r) => r.n === 1)).toBe(true);
    expect((await t.store.readStream(bulkImportStream(jobId))).map((e) => e.type)).toEqual([
      'BulkUserImportRequested',
      'BulkUserImportPlanned',
      'BulkUserImportCompleted',
    ]);

    // The read models agree once they catch up: one user per name.
    let names: { nom_usuario: string; n: number }[] = [];
    for (let i = 0; i < 100 && names.length < ROWS; i++) {
      names = (
        await sql<{
          nom_usuario: string;
          n: number;
        }>`select nom_usuario, count(*)::int as n from user_directory
          where nom_usuario like 'Aluno Carga %' group by 1`.execute(t.db)
      ).rows;
      if (names.length < ROWS) await new Promise((r) => setTimeout(r, 100));
    }
    expect(names).toHaveLength(ROWS);
    expect(names.every((r) => r.n === 1)).toBe(true);

    const lines = await bulkResultRows(t, org.users.coordenadorA1.token, jobId);
    expect(lines).toHaveLength(ROWS);
    const logins = lines.map((line) => line.split(';')[3]!.replaceAll('"', ''));
    expect(lines.every((line) => line.includes('"Cadastrado"'))).toBe(true);
    expect(new Set(logins).size).toBe(ROWS);

    // A user created before the kill signs in with its own password.
    expect(await t.signIn(logins[0]!, 'senha-1')).toBeTruthy();
  }, 180_000);
});
