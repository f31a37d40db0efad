import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessReportRow, ReportExportStatus } from '@school/modules/reporting';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { csvTable, json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { JobQueues } from '@school/backend/jobs/job-queues.service';

describe('report exports API (relatorio.csv as a job)', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const submit = (token: string, body: unknown, headers?: Record<string, string>) =>
    t.call('POST', '/api/rel_relatorio/exportar', { token, body, headers });
  const status = (token: string, jobId: string) =>
    t.call('GET', `/api/rel_relatorio/exportar/${jobId}`, { token });
  const finished = async (token: string, jobId: string): Promise<ReportExportStatus> => {
    let last: ReportExportStatus | undefined;
    await expect
      .poll(async () => {
        last = (await (await status(token, jobId)).json()) as ReportExportStatus;
        return last.status;
      })
      .toBe('completed');
    return last!;
  };
  const jobCount = async () =>
    Object.values(await t.app.get(JobQueues).get('report-exports').getJobCounts()).reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    t = await createTestApp('report-exports');
    o = await buildOrganization(t);
    u = o.users;
  });
  afterAll(() => t?.close());

  it('builds the file in a job, with its progress, then lets the requester download the same CSV the route streams', async () => {
    // An export of two days ago, whose job BullMQ has forgotten, and one of an hour ago.
    const old = join(t.config.FILES_DIR, 'reports', '00000000-0000-4000-8000-000000000001');
    const recent = join(t.config.FILES_DIR, 'reports', '00000000-0000-4000-8000-000000000002');
    for (const [dir, hoursAgo] of [
      [old, 48],
      [recent, 1],
    ] as const) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'relatorio.csv'), 'x');
      const when = new Date(Date.now() - hoursAgo * 3600 * 1000);
      await utimes(dir, when, when);
    }
    const body = { relatorio: 'filtrarAcessos', codBseTurma: o.classes.a1 };
    const response = await submit(u.coordenadorA1.token, body);
    expect(response.status).toBe(202);
    const started = (await response.json()) as ReportExportStatus;
    expect(started).toMatchObject({ relatorio: 'filtrarAcessos', downloadUrl: null, failure: null });
    const done = await finished(u.coordenadorA1.token, started.jobId);
    expect(done.rows).toBeGreaterThan(0);
    expect(done.progress).toEqual({ done: done.rows, total: done.rows });
    expect(done.downloadUrl).toBe(`/api/rel_relatorio/exportar/${started.jobId}/relatorio.csv`);
    // Exports older than a day went with it.
    await expect(stat(old)).rejects.toThrow();
    expect((await stat(recent)).isDirectory()).toBe(true);

    const file = await t.call('GET', done.downloadUrl!, { token: u.coordenadorA1.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('relatorio.csv');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Escola";"Unidade";"Turma";"Usuário";"Matrícula";"Acessos";"Acessos no total"');
    expect(lines).toHaveLength(done.rows! + 2); // header, rows and the empty tail: the position is the status's
    expect(done.position).toMatch(/.+/);

    // The route that streams at once answers the same rows.
    const streamed = await t.call('POST', '/api/rel_relatorio/filtrarAcessos/csv', {
      token: u.coordenadorA1.token,
      body: { codBseTurma: o.classes.a1 },
    });
    expect((await streamed.text()).split('\r\n')).toEqual(lines);
  });

  it('is one job for the same request while the data has not moved, and only its requester (or the Master) sees it', async () => {
    const body = { relatorio: 'filtrarQuantidadeNames' };
    // The same job only while the data has not moved: the sign-ins and downloads before this
    // test are still being projected when three test files run at once.
    await t.settled();
    const first = (await (await submit(u.diretorA1.token, body)).json()) as ReportExportStatus;
    const again = (await (await submit(u.diretorA1.token, body)).json()) as ReportExportStatus;
    expect(again.jobId).toBe(first.jobId);
    // Another language is another file, once the first is done (one running export per requester).
    await finished(u.diretorA1.token, first.jobId);
    const english = (await (
      await submit(u.diretorA1.token, body, { 'accept-language': 'en' })
    ).json()) as ReportExportStatus;
    expect(english.jobId).not.toBe(first.jobId);
    const done = await finished(u.diretorA1.token, english.jobId);
    const text = await (await t.call('GET', done.downloadUrl!, { token: u.diretorA1.token })).text();
    expect(text.split('\r\n')[0]).toBe('"School";"Unit";"Class";"Student"');

    expect((await status(u.gestorA.token, first.jobId)).status).toBe(404);
    expect(
      (
        await t.call('GET', `/api/rel_relatorio/exportar/${first.jobId}/relatorio.csv`, {
          token: u.gestorA.token,
        })
      ).status,
    ).toBe(404);
    expect((await status(u.master.token, first.jobId)).status).toBe(200);
    expect((await status(u.master.token, 'not-a-job')).status).toBe(404);
  });

  it('exports the filter it is given, the one the table was confirmed with: the same rows as the report, no others', async () => {
    const confirmed = { codBseTurma: o.classes.a1 };
    const table = await json<AccessReportRow[]>(
      await t.call('POST', '/api/rel_relatorio/filtrarAcessos', { token: u.gestorA.token, body: confirmed }),
    );
    const exported = async (filter: object) => {
      const started = await submit(u.gestorA.token, { relatorio: 'filtrarAcessos', ...filter });
      const done = await finished(u.gestorA.token, ((await started.json()) as ReportExportStatus).jobId);
      const [, ...rows] = csvTable(
        await (await t.call('GET', done.downloadUrl!, { token: u.gestorA.token })).text(),
      );
      return rows;
    };
    const rows = await exported(confirmed);
    expect(rows.map((r) => [r[2], r[4]])).toEqual(table.map((r) => [r.nom_turma, r.cst_login]));
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Turma A1']));
    // The whole school, which the form may show unconfirmed, is another file with more rows.
    expect((await exported({})).length).toBeGreaterThan(rows.length);
  });

  it('answers every poll of many exports running at once, never a 500, each ending with its file', async () => {
    // Six requesters export every report one after the other, each polling its job as fast as the
    // answers come: through the moment BullMQ moves the job to completed (once read half-moved: 500).
    const requesters = [u.master, u.gestorA, u.coordenadorA1, u.gestorB, u.diretorB1, u.coordenadorB1];
    const reports = [
      'filtrarAcessos',
      'filtrarQuantidadeNames',
      'filtrarNotas',
      'filtrar',
      'filtrarAvaliacaoTrilha',
    ];
    const answers = new Map<number, number>();
    const answered = (code: number) => answers.set(code, (answers.get(code) ?? 0) + 1);
    const ends: string[] = [];
    await Promise.all(
      requesters.map(async (user) => {
        for (const relatorio of reports) {
          const started = await submit(user.token, { relatorio });
          answered(started.status);
          const { jobId } = (await started.json()) as ReportExportStatus;
          for (;;) {
            const response = await status(user.token, jobId);
            answered(response.status);
            if (response.status !== 200) break;
            const state = (await response.json()) as ReportExportStatus;
            if (state.status === 'failed') {
              ends.push(`${relatorio}: failed`);
              break;
            }
            if (state.status === 'completed') {
              expect(state.downloadUrl).toBe(`/api/rel_relatorio/exportar/${jobId}/relatorio.csv`);
              expect(state.position).toMatch(/.+/);
              ends.push(`${relatorio}: ${state.rows === null ? 'no rows' : 'completed'}`);
              break;
            }
          }
        }
      }),
    );
    expect([...answers.keys()].sort()).toEqual([200, 202]);
    expect(answers.get(200)).toBeGreaterThan(requesters.length * reports.length);
    expect(ends.sort()).toEqual(reports.flatMap((r) => requesters.map(() => `${r}: completed`)).sort());
  });

  it('refuses a filter outside the scope or an unknown report without starting anything', async () => {
    const before = await jobCount();
    const outside = await submit(u.gestorA.token, { relatorio: 'filtrarNotas', codBseEscola: o.schools.b });
    expect(outside.status).toBe(404);
    const unknown = await submit(u.master.token, { relatorio: 'senhas' });
    expect(unknown.status).toBe(400);
    expect((await submit(u.professorA1.token, { relatorio: 'filtrarAcessos' })).status).toBe(403);
    expect(await jobCount()).toBe(before);
  });

  it('is described in the OpenAPI document: the request with its report names, the state and the file', async () => {
    const document = (await (await t.call('GET', '/api/docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    };
    const post = document.paths['/api/rel_relatorio/exportar']?.post;
    expect(post?.summary).toContain('filtrarAcessos');
    expect(JSON.stringify(post?.requestBody)).toContain('filtrarAvaliacaoTrilha');
    expect(document.paths['/api/rel_relatorio/exportar/{jobId}']?.get?.summary).toBeTruthy();
    expect(document.paths['/api/rel_relatorio/exportar/{jobId}/relatorio.csv']?.get?.summary).toContain(
      'report.exportNotFinished',
    );
  });
});
