import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessReportRow, QuantityNamesRow, QuantityReport } from '@school/modules/reporting';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  FIXTURE_PASSWORD,
  buildOrganization,
  type Organization,
} from '../../../test/organization.fixture.js';
import { randomUUID } from 'node:crypto';
import { accessStream, type LoginAttemptedData } from '@school/modules/identity';
import { IdentityService } from '../../identity/identity.service.js';

describe('reports API', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const json = async <T>(response: Response) => (await response.json()) as T;
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

  it('exports relatorio.csv: BOM, quoted ;-separated values, labels in the user’s language, formulas neutralised, the position last', async () => {
    const response = await post('filtrarAcessos/csv', u.coordenadorA1.token, { codBseTurma: o.classes.a1 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('relatorio.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Escola";"Unidade";"Turma";"Usuário";"Matrícula";"Acessos"');
    expect(lines).toContain(
      '"Escola Alfa";"Unidade Alfa Um";"Turma A1";"\'=HYPERLINK(""http://x"";""Ação"")";"FXMT-0900";"2"',
    );
    expect(lines.at(-2)).toBe(`"# X-Read-Model-Position: ${response.headers.get('x-read-model-position')}"`);
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
