import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessReportRow, GradesReportRow, QuantityReport } from '@school/modules/reporting';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { type ScaleSize, seedScale, settle } from './scale-seed.js';

/** seed:scale on a miniature network: the reports read what the commands and the bulk sign-ins wrote. */
describe('seed:scale', () => {
  let t: TestApp;
  let token: string;
  const size: ScaleSize = {
    schools: 2,
    unitsPerSchool: 1,
    classesPerUnit: 2,
    studentsPerClass: 3,
    activities: 2,
    questions: 2,
    accessesPerStudent: 5,
  };
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('scale-seed');
    await seedScale(t.app, size, (line) => lines.push(line));
    await settle(t.app.get(CommandPipeline), t.store);
    token = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  const post = async <T>(path: string, body: unknown) =>
    (await (await t.call('POST', `/api/rel_relatorio/${path}`, { token, body })).json()) as T;

  it('builds the network through the projectors: schools, classes, students, graded answers and a year of sign-ins', async () => {
    const network = (await (
      await t.call('GET', '/api/rel_relatorio/quantidade', { token })
    ).json()) as QuantityReport;
    // The demo school and its network school 1, and the two scale schools.
    expect(network.total_escolas).toBeGreaterThanOrEqual(4);
    const schools = await t.db
      .selectFrom('school_list')
      .select(['cod_bse_escola', 'nom_escola'])
      .where('nom_escola', 'like', 'Escola Escala %')
      .execute();
    expect(schools.map((s) => s.nom_escola).sort()).toEqual(['Escola Escala 01', 'Escola Escala 02']);
    const first = schools.find((s) => s.nom_escola === 'Escola Escala 01')!.cod_bse_escola as number;
    const school = await post<QuantityReport>('filtrarQuantidadeGestor', { codBseEscola: first });
    expect(school).toEqual({ total_escolas: 1, total_unidades: 1, total_turmas: 2, total_alunos: 6 });

    // Every user of the school has a row: the six students and the two classes' teachers.
    const all = await post<AccessReportRow[]>('filtrarAcessos', { codBseEscola: first });
    expect(all).toHaveLength(8);
    const access = all.filter((r) => r.nom_aluno.startsWith('Aluno Escala'));
    expect(access).toHaveLength(6);
    // Five attempts each over the year, one in ten a wrong password: every student has 4 or 5 successes.
    expect(access.every((r) => r.acessos >= 4 && r.acessos <= 5)).toBe(true);
    const lastMonth = await post<AccessReportRow[]>('filtrarAcessos', {
      codBseEscola: first,
      dataInicio: new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString(),
    });
    expect(lastMonth.reduce((n, r) => n + r.acessos, 0)).toBeLessThan(
      access.reduce((n, r) => n + r.acessos, 0),
    );

    const grades = await post<GradesReportRow[]>('filtrarNotas', { codBseEscola: first });
    // Each student's grade in each of the two activities: the sum of its two questions' grades.
    expect(grades).toHaveLength(12);
    expect(new Set(grades.map((g) => g.nom_atividade))).toEqual(
      new Set(['Avaliação em escala 1', 'Avaliação em escala 2']),
    );
    expect(grades.every((g) => g.soma_notas_atividade >= 0 && g.soma_notas_atividade <= 20)).toBe(true);
  });

  it('runs once: a second run keeps the network as it is', async () => {
    const head = await t.store.headPosition();
    const again: string[] = [];
    await seedScale(t.app, size, (line) => again.push(line));
    expect(again).toEqual(['The scale network is there already (Escola Escala 01): kept as it is.']);
    expect(await t.store.headPosition()).toBe(head);
    expect(lines.some((l) => l.startsWith('Sign-in attempts (bulk import): 60 in'))).toBe(true);
  });
});
