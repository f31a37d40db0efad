import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  type AccessReportRow,
  accessBars,
  accessTotal,
  type QuantityNamesRow,
  type QuantityReport,
} from '@school/modules/reporting';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { json } from '@school/backend/test/api';
import {
  FIXTURE_PASSWORD,
  buildOrganization,
  type Organization,
} from '@school/backend/test/organization.fixture';
import { randomUUID } from 'node:crypto';
import { accessStream, type LoginAttemptedData } from '@school/modules/identity';
import { IdentityService } from '@school/modules/identity/server';

describe('reports API', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const post = (path: string, token: string, body: unknown = {}, headers?: Record<string, string>) =>
    t.call('POST', `/api/rel_relatorio/${path}`, { token, body, headers });
  const access = async (token: string, body: unknown = {}) =>
    json<AccessReportRow[]>(await post('filtrarAcessos', token, body));
  const schools = (rows: { nom_escola?: string | null; nome_escola?: string | null }[]) =>
    [...new Set(rows.map((r) => r.nom_escola ?? r.nome_escola))].sort();

  beforeAll(async () => {
    t = await createTestApp('reports');
    o = await buildOrganization(t);
    u = o.users;
    // A student whose name a spreadsheet would run as a formula, signed in twice.
    await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'FXMT-0900',
        password: FIXTURE_PASSWORD,
        nomUsuario: '=HYPERLINK("http://x";"Ação")',
        codBsePerfil: 6,
        codBseEscola: o.schools.a,
        codBseUnidade: o.units.a1,
        turmas: [o.classes.a1],
      },
      null,
    );
    await t.signIn('FXMT-0900', FIXTURE_PASSWORD);
    await t.signIn('FXMT-0900', FIXTURE_PASSWORD);
  });
  afterAll(() => t?.close());

  it('says up to when its figures are complete: now, when its read models reflect every event', async () => {
    await t.settled();
    const before = Date.now();
    const response = await post('filtrarAcessos', u.master.token, { codBseTurma: o.classes.a1 });
    const after = Date.now();
    const asOf = Date.parse(response.headers.get('x-read-model-time') ?? '');
    expect(asOf).toBeGreaterThanOrEqual(before);
    expect(asOf).toBeLessThanOrEqual(after);
    const csv = await post('filtrarAcessos/csv', u.master.token, { codBseTurma: o.classes.a1 });
    expect(Date.parse(csv.headers.get('x-read-model-time') ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('counts each user’s successful sign-ins in the period, per class, with the read-model position', async () => {
    const response = await post('filtrarAcessos', u.master.token, { codBseTurma: o.classes.a1 });
    expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
    const rows = await json<AccessReportRow[]>(response);
    expect(rows.every((r) => r.nom_turma === 'Turma A1')).toBe(true);
    expect(rows.find((r) => r.cst_login === 'FXMT-0900')).toMatchObject({
      nom_escola: 'Escola Alfa',
      nom_unidade: 'Unidade Alfa Um',
      acessos: 2,
    });
    const future = await access(u.master.token, {
      codBseTurma: o.classes.a1,
      dataInicio: '2099-01-01T00:00:00-03:00',
      dataFim: '2099-12-31T23:59:59-03:00',
    });
    expect(future.every((r) => r.acessos === 0)).toBe(true);
    expect(
      (
        await post('filtrarAcessos', u.master.token, {
          dataInicio: '2026-12-31T00:00:00Z',
          dataFim: '2026-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(400);
  });

  it('counts the sign-ins of any period exactly: whole months from their counts, the months at its ends from their times', async () => {
    const { codBseUsuario } = await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'FXBE-0901',
        password: FIXTURE_PASSWORD,
        nomUsuario: 'Professora de outros anos',
        codBsePerfil: 5,
        codBseEscola: o.schools.b,
        codBseUnidade: o.units.b1,
        turmas: [o.classes.b1],
      },
      null,
    );
    // Sign-ins of 2025 as the access log recorded them (São Paulo time), one of them refused.
    const times = [
      '2025-01-31T23:30:00-03:00',
      '2025-02-01T00:30:00-03:00',
      '2025-02-15T12:00:00-03:00',
      '2025-02-20T09:00:00-03:00',
      '2025-03-10T08:00:00-03:00',
      '2025-04-01T00:00:00-03:00',
    ];
    await t.store.append(
      accessStream('FXBE-0901'),
      times.map((at, i) => ({
        id: randomUUID(),
        type: 'LoginAttempted',
        data: {
          attemptId: randomUUID(),
          cstLogin: 'FXBE-0901',
          codBseUsuario,
          outcome: i === 3 ? 'wrongPassword' : 'signedIn',
          nomSo: null,
          txtVersaoSo: null,
          nomNavegador: null,
          txtVersaoNavegador: null,
          ip: '10.0.0.1',
          at: new Date(at).toISOString(),
        } satisfies LoginAttemptedData,
      })),
      'no_stream',
    );
    const count = async (dataInicio: string | null, dataFim: string | null) =>
      (await access(u.master.token, { codBseUsuario, dataInicio, dataFim }))[0]?.acessos;
    // Until the projector has them (a long transaction elsewhere on the server may hold them back).
    await expect.poll(() => count(null, null), { timeout: 30_000 }).toBe(5);
    expect(await count('2025-02-01T00:00:00-03:00', '2025-03-31T23:59:59.999-03:00')).toBe(3);
    expect(await count('2025-01-31T00:00:00-03:00', '2025-02-15T12:00:00-03:00')).toBe(3);
    expect(await count('2025-02-10T00:00:00-03:00', '2025-02-28T23:59:59-03:00')).toBe(1);
    expect(await count('2025-02-15T12:00:00-03:00', null)).toBe(3);
    expect(await count(null, '2025-04-01T00:00:00-03:00')).toBe(5);
    expect(await count(null, '2025-03-31T23:59:59-03:00')).toBe(4);
    expect(await count('2025-01-01T00:00:00-03:00', '2025-12-31T23:59:59-03:00')).toBe(5);
  });

  it('counts a sign-in of a Professor of two classes once: a row in each class, once in the totals, the chart and the CSV', async () => {
    const teacher = u.professorA1; // in Turma A1 and Turma A1 B
    await t.signIn(teacher.login, FIXTURE_PASSWORD);
    const filter = { codBseUnidade: o.units.a1 };
    // The log: every successful sign-in of the unit's active users, each once.
    const logged = async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from access_log a
        join user_directory d on d.cod_bse_usuario = a.cod_bse_usuario
        where a.ind_sucesso = 'S' and d.active and d.cod_bse_unidade = ${o.units.a1}`.execute(t.db);
      return rows[0]!.n;
    };
    const rows = await access(u.master.token, filter);
    const log = await logged();
    expect(log).toBeGreaterThan(0);

    // The teacher is listed in each of its classes with its sign-ins...
    const own = rows.filter((r) => r.cst_login === teacher.login);
    expect(own.map((r) => r.nom_turma)).toEqual(['Turma A1', 'Turma A1 B']);
    const signIns = own[0]!.acessos;
    expect(signIns).toBeGreaterThanOrEqual(2);
    expect(own.map((r) => r.acessos)).toEqual([signIns, signIns]);
    // ...and counted once.
    expect(own.map((r) => r.acessos_no_total)).toEqual([signIns, 0]);
    expect(own.map((r) => r.turmas_no_relatorio)).toEqual([2, 2]);
    expect(rows.reduce((sum, r) => sum + r.acessos, 0)).toBeGreaterThan(log);
    expect(accessTotal(rows)).toBe(log);

    // The chart: no class gets the teacher's sign-ins (Turma A1 B has no one else: 0); "more
    // than one class" gets them once.
    const bars = accessBars(rows);
    expect(bars.reduce((sum, b) => sum + b.acessos, 0)).toBe(log);
    const classOnly = (name: string) =>
      rows
        .filter((r) => r.nom_turma === name && r.turmas_no_relatorio === 1)
        .reduce((sum, r) => sum + r.acessos, 0);
    expect(bars.find((b) => b.turma === 'Turma A1')?.acessos).toBe(classOnly('Turma A1'));
    expect(bars.find((b) => b.turma === 'Turma A1 B')?.acessos).toBe(classOnly('Turma A1 B'));
    expect(bars.find((b) => b.variasTurmas)?.acessos).toBe(signIns);

    // The CSV: its "Acessos no total" column adds up to the log.
    const csv = (await (await post('filtrarAcessos/csv', u.master.token, filter)).text()).split('\r\n');
    const header = csv[0]!.split(';');
    const counted = header.indexOf('"Acessos no total"');
    expect(counted).toBeGreaterThan(header.indexOf('"Acessos"'));
    const data = csv.slice(1).filter((line) => line);
    expect(data).toHaveLength(rows.length);
    const total = data.reduce((sum, line) => sum + Number(line.split(';')[counted]!.replaceAll('"', '')), 0);
    expect(total).toBe(log);

    // Filtered to one of its classes, the teacher counts there.
    const oneClass = await access(u.master.token, { codBseTurma: o.classes.a1b });
    expect(oneClass.find((r) => r.cst_login === teacher.login)).toMatchObject({
      acessos: signIns,
      acessos_no_total: signIns,
      turmas_no_relatorio: 1,
    });
  });

  it('keeps every figure inside the caller’s scope, whatever the body says', async () => {
    expect(schools(await access(u.master.token))).toEqual(
      expect.arrayContaining(['Escola Alfa', 'Escola Beta']),
    );
    expect(schools(await access(u.gestorA.token))).toEqual(['Escola Alfa']);
    expect(schools(await access(u.gestorB.token))).toEqual(['Escola Beta']);
    const director = await access(u.diretorA1.token);
    expect([...new Set(director.map((r) => r.nom_unidade))]).toEqual(['Unidade Alfa Um']);
    // An explicit id outside the scope is not found, as if it did not exist.
    expect((await post('filtrarAcessos', u.gestorA.token, { codBseEscola: o.schools.b })).status).toBe(404);
    expect((await post('filtrarAcessos', u.diretorA1.token, { codBseUnidade: o.units.a2 })).status).toBe(404);
    expect((await post('filtrarAcessos', u.coordenadorA1.token, { codBseTurma: o.classes.b1 })).status).toBe(
      404,
    );
    expect((await post('filtrarAcessos', u.gestorA.token, { codBseUsuario: u.alunoB1.id })).status).toBe(404);
    expect(
      (await post('filtrarAcessos', u.master.token, { codBseEscola: o.schools.a, codBseUnidade: o.units.b1 }))
        .status,
    ).toBe(404);
  });

  it('answers the quantity tables per profile: the network, a school, a unit', async () => {
    const network = await json<QuantityReport>(
      await t.call('GET', '/api/rel_relatorio/quantidade', { token: u.master.token }),
    );
    expect(network.total_escolas).toBeGreaterThanOrEqual(2);
    const schoolA = await json<QuantityReport>(await post('filtrarQuantidadeGestor', u.gestorA.token, {}));
    expect(schoolA).toEqual({ total_escolas: 1, total_unidades: 2, total_turmas: 3, total_alunos: 5 });
    expect(
      (await post('filtrarQuantidadeGestor', u.gestorA.token, { codBseEscola: o.schools.b })).status,
    ).toBe(404);
    const unitA1 = await json<QuantityReport>(
      await post('filtrarQuantidadeDiretor', u.coordenadorA1.token, {}),
    );
    expect(unitA1).toEqual({ total_escolas: 1, total_unidades: 1, total_turmas: 2, total_alunos: 4 });
    expect((await t.call('GET', '/api/rel_relatorio/quantidade', { token: u.gestorA.token })).status).toBe(
      403,
    );
    const names = await json<QuantityNamesRow[]>(await post('filtrarQuantidadeNames', u.diretorA1.token));
    expect(names.map((n) => n.nome_aluno)).toHaveLength(4);
    expect(schools(names)).toEqual(['Escola Alfa']);
  });

  it('counts only the unit or class the filter names, not the whole school (the summary follows the filter)', async () => {
    const unitA1 = await json<QuantityReport>(
      await post('filtrarQuantidadeDiretor', u.gestorA.token, { codBseUnidade: o.units.a1 }),
    );
    expect(unitA1).toEqual({ total_escolas: 1, total_unidades: 1, total_turmas: 2, total_alunos: 4 });
    const unitA2 = await json<QuantityReport>(
      await post('filtrarQuantidadeDiretor', u.master.token, {
        codBseEscola: o.schools.a,
        codBseUnidade: o.units.a2,
      }),
    );
    expect(unitA2).toEqual({ total_escolas: 1, total_unidades: 1, total_turmas: 1, total_alunos: 1 });
    const classA1b = await json<QuantityReport>(
      await post('filtrarQuantidadeDiretor', u.coordenadorA1.token, { codBseTurma: o.classes.a1b }),
    );
    expect(classA1b).toMatchObject({ total_turmas: 1, total_alunos: 0 });
    // Outside the scope: a unit of another school, or a class of another unit, is not found.
    expect(
      (await post('filtrarQuantidadeDiretor', u.gestorA.token, { codBseUnidade: o.units.b1 })).status,
    ).toBe(404);
    expect(
      (await post('filtrarQuantidadeDiretor', u.coordenadorA1.token, { codBseTurma: o.classes.a2 })).status,
    ).toBe(404);
  });

  it('exports relatorio.csv: BOM, quoted ;-separated values, labels in the user’s language, formulas neutralised, the position in the header', async () => {
    const response = await post('filtrarAcessos/csv', u.coordenadorA1.token, { codBseTurma: o.classes.a1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('relatorio.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Escola";"Unidade";"Turma";"Usuário";"Matrícula";"Acessos";"Acessos no total"');
    expect(lines).toContain(
      '"Escola Alfa";"Unidade Alfa Um";"Turma A1";"\'=HYPERLINK(""http://x"";""Ação"")";"FXMT-0900";"2";"2"',
    );
    // The position travels in the header; the last line is the table's last row.
    expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toMatch(/^"Escola Alfa";/);
    const english = await post(
      'filtrarQuantidadeNames/csv',
      u.coordenadorA1.token,
      {},
      { 'accept-language': 'en' },
    );
    // (text() drops the BOM as it decodes.)
    expect((await english.text()).split('\r\n')[0]).toBe('"School";"Unit";"Class";"Student"');
  });

  it('refuses the profiles without reports', async () => {
    for (const user of [u.professorA1, u.alunoA1, u.assistente])
      expect((await post('filtrarAcessos', user.token)).status).toBe(403);
    expect((await t.call('POST', '/api/rel_relatorio/filtrarAcessos', { body: {} })).status).toBe(401);
  });
});
