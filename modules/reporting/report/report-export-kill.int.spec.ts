import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportExportStatus } from '@school/modules/reporting';
import { accessLogProjection } from '@school/projections/access-log';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { JOB_TIMING, killed, startWorker, WORKER } from '@school/backend/test/workers';
import { JobQueues } from '@school/backend/jobs/job-queues.service';

let t: TestApp;
let org: Organization;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  // Only the separate worker processes run jobs.
  t = await createTestApp('export-kill', { WORKER_INLINE: 'false', ...JOB_TIMING });
  org = await buildOrganization(t);
});

afterAll(async () => {
  await Promise.all(workers.map(killed));
  await t?.close();
});

describe('a worker killed in the middle of a report export', () => {
  it('is replaced by another that writes the whole file: the download equals the report, and no part of a file is left', async () => {
    expect(existsSync(WORKER), 'run `npm run build:backend` first').toBe(true);
    const token = org.users.coordenadorA1.token;
    const body = { relatorio: 'filtrarAcessos', codBseTurma: org.classes.a1 };

    const queue = t.app.get(JobQueues).get('report-exports');
    const first = startWorker(t.config, workers);
    // The worker is up once it has finished an export: another class's, before the one it dies in.
    const warmUp = (await (
      await t.call('POST', '/api/rel_relatorio/exportar', {
        token,
        body: { relatorio: 'filtrarAcessos', codBseTurma: org.classes.a1b },
      })
    ).json()) as ReportExportStatus;
    await expect
      .poll(async () => (await queue.getJob(warmUp.jobId))?.getState(), { timeout: 60_000 })
      .toBe('completed');

    // The access log held by another session: the export's worker waits in its snapshot's
    // first query, inside the job, and is killed there.
    const locker = new pg.Client({ connectionString: t.config.DATABASE_URL });
    locker.on('error', () => undefined); // the database is dropped at the end
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${accessLogProjection.tables.join(', ')} in access exclusive mode`);
    const submitted = await t.call('POST', '/api/rel_relatorio/exportar', { token, body });
    expect(submitted.status).toBe(202);
    const { jobId } = (await submitted.json()) as ReportExportStatus;

    await expect
      .poll(
        async () =>
          (
            await locker.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    expect(await (await t.app.get(JobQueues).job('report-exports', jobId))!.getState()).toBe('active');
    await killed(first);
    await locker.query('rollback');
    await locker.end();

    startWorker(t.config, workers);
    let done: ReportExportStatus | undefined;
    await expect
      .poll(
        async () => {
          done = (await (
            await t.call('GET', `/api/rel_relatorio/exportar/${jobId}`, { token })
          ).json()) as ReportExportStatus;
          return done.status;
        },
        { timeout: 60_000 },
      )
      .toBe('completed');
    const job = await t.app.get(JobQueues).job('report-exports', jobId);
    expect(job!.attemptsStarted).toBeGreaterThanOrEqual(2);

    const file = await t.call('GET', done!.downloadUrl!, { token });
    expect(file.status).toBe(200);
    const streamed = await t.call('POST', '/api/rel_relatorio/filtrarAcessos/csv', {
      token,
      body: { codBseTurma: org.classes.a1 },
    });
    const lines = (await file.text()).split('\r\n');
    expect(lines).toEqual((await streamed.text()).split('\r\n'));
    expect(lines).toHaveLength(done!.rows! + 2);
    expect(await readdir(join(t.config.FILES_DIR, 'reports', jobId))).toEqual(['relatorio.csv']);
  }, 120_000);
});
