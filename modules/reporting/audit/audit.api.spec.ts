import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessAuditPage, AuditRecordOption, RecordHistoryEntry } from '@school/modules/reporting';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { csvTable, json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

describe('audit console API', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  const get = (path: string, token: string) => t.call('GET', `/api/auditoria/${path}`, { token });
  const accesses = async (token: string, query = '') =>
    json<AccessAuditPage>(await get(`acessos?size=100${query}`, token));

  beforeAll(async () => {
    t = await createTestApp('audit');
    o = await buildOrganization(t);
    u = o.users;
    // A wrong password for a user of school A, and an attempt at a login nobody has.
    await t.call('POST', '/api/auth/login', {
      body: { username: u.alunoA1.login, password: 'errada-demais' },
    });
    await t.call('POST', '/api/auth/login', { body: { username: 'ZZZZ-9999', password: 'qualquer-uma' } });
  });
  afterAll(() => t?.close());

  it('lists the attempts newest first, filtered by login, outcome and period, with the position', async () => {
    const response = await get('acessos?page=1&size=5', u.master.token);
    expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
    const page = await json<AccessAuditPage>(response);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect(Date.parse(page.items[0]!.dthAcesso)).toBeGreaterThanOrEqual(Date.parse(page.items[4]!.dthAcesso));
    const failed = await accesses(u.master.token, `&login=${u.alunoA1.login.toLowerCase()}&resultado=falha`);
    expect(failed.items.map((i) => [i.cstLogin, i.indSucesso, i.txtObservacao])).toEqual([
      [u.alunoA1.login, 'N', 'Senha incorreta'],
    ]);
    const ok = await accesses(u.master.token, `&login=${u.alunoA1.login}&resultado=sucesso`);
    expect(ok.items.length).toBeGreaterThan(0);
    expect(ok.items.every((i) => i.indSucesso === 'S')).toBe(true);
    expect((await accesses(u.master.token, '&de=2099-01-01T00:00:00Z')).total).toBe(0);
  });

  it('keeps a Gestor or Diretor to its users; unknown logins are the Master’s', async () => {
    const logins = (page: AccessAuditPage) => new Set(page.items.map((i) => i.cstLogin));
    const gestorA = logins(await accesses(u.gestorA.token));
    expect(gestorA.has(u.alunoA1.login)).toBe(true);
    expect(gestorA.has(u.alunoB1.login)).toBe(false);
    expect(gestorA.has('ZZZZ-9999')).toBe(false);
    expect(logins(await accesses(u.master.token)).has('ZZZZ-9999')).toBe(true);
    const director = logins(await accesses(u.diretorA1.token));
    expect(director.has(u.alunoA2.login)).toBe(false);
    expect(director.has(u.alunoA1.login)).toBe(true);
  });

  it('tells a record’s history from its stream, who and when, secrets removed, within the scope', async () => {
    await t.call('PUT', `/api/bse_escola/${o.schools.a}`, {
      token: u.master.token,
      body: { nomEscola: 'Escola Alfa Renovada' },
    });
    const school = await json<RecordHistoryEntry[]>(
      await get(`historico/escola/${o.schools.a}`, u.gestorA.token),
    );
    expect(school.map((e) => e.tipo)).toEqual(['SchoolCreated', 'SchoolUpdated']);
    const renamed = school.find((e) => e.tipo === 'SchoolUpdated')!;
    expect(renamed.quem).toMatchObject({ codBseUsuario: u.master.id, codBsePerfil: 1 });
    expect(school[0]!.quem).toBeNull();

    const user = await json<RecordHistoryEntry[]>(
      await get(`historico/usuario/${u.alunoA1.id}`, u.master.token),
    );
    expect(user[0]!.tipo).toBe('UserCreated');
    expect(JSON.stringify(user)).not.toMatch(/hash|\$argon2/i);

    expect((await get(`historico/usuario/${u.alunoA1.id}`, u.gestorB.token)).status).toBe(404);
    expect((await get(`historico/escola/${o.schools.b}`, u.gestorA.token)).status).toBe(404);
    expect((await get(`historico/turma/${o.classes.a2}`, u.diretorA1.token)).status).toBe(404);
    expect((await get('historico/livro/1', u.gestorA.token)).status).toBe(404);
    expect((await get('historico/planeta/1', u.master.token)).status).toBe(404);
    expect((await get('historico/usuario/99999', u.master.token)).status).toBe(404);
  });

  it('names the records an event points to, as the screens name them', async () => {
    const user = await json<RecordHistoryEntry[]>(
      await get(`historico/usuario/${u.alunoA1.id}`, u.gestorA.token),
    );
    expect(user[0]!.nomes).toMatchObject({
      [`turma-${o.classes.a1}`]: 'Turma A1',
      [`usuario-${u.alunoA1.id}`]: `Usuário ${u.alunoA1.login} (${u.alunoA1.login})`,
    });
    expect(user[0]!.nomes[`unidade-${o.units.a1}`]).toEqual(expect.any(String));
  });

  it('finds records by name, login or code for the pickers, within the caller’s scope only', async () => {
    const lookUp = async (token: string, tipo: string, busca: string) =>
      (
        await json<AuditRecordOption[]>(
          await get(`registros?tipo=${tipo}&busca=${encodeURIComponent(busca)}`, token),
        )
      ).map((r) => r.id);
    // A login's beginning, in any case; a name's part without its accents; a code.
    expect(await lookUp(u.master.token, 'usuario', u.alunoB1.login.toLowerCase())).toEqual([u.alunoB1.id]);
    expect(await lookUp(u.master.token, 'usuario', String(u.alunoA2.id))).toContain(u.alunoA2.id);
    expect(await lookUp(u.master.token, 'turma', 'turma a1')).toEqual([o.classes.a1, o.classes.a1b]);
    // A Gestor its school, a Diretor its unit.
    const students = (token: string) => lookUp(token, 'aluno', 'usuário');
    expect(await students(u.gestorA.token)).toEqual(expect.arrayContaining([u.alunoA1.id, u.alunoA2.id]));
    expect(await students(u.gestorA.token)).not.toContain(u.alunoB1.id);
    expect(await students(u.gestorA.token)).not.toContain(u.professorA1.id);
    expect(await students(u.diretorA1.token)).toContain(u.alunoA1.id);
    expect(await students(u.diretorA1.token)).not.toContain(u.alunoA2.id);
    expect(await lookUp(u.gestorA.token, 'usuario', u.alunoB1.login)).toEqual([]);
    expect(await lookUp(u.diretorA1.token, 'turma', 'turma')).toEqual([o.classes.a1, o.classes.a1b]);
    expect(await lookUp(u.gestorA.token, 'escola', '')).toEqual([o.schools.a]);
    expect(await lookUp(u.diretorA1.token, 'unidade', '')).toEqual([o.units.a1]);
    expect(await lookUp(u.gestorA.token, 'livro', '')).toEqual([]);
    // Refused: another profile, a kind the console does not know.
    expect((await get('registros?tipo=usuario&busca=a', u.coordenadorA1.token)).status).toBe(403);
    expect((await get('registros?tipo=planeta&busca=a', u.master.token)).status).toBe(400);
  });

  it('records every view of the console as an event of the viewer', async () => {
    await get(`historico/turma/${o.classes.a1}`, u.diretorA1.token);
    const events = await t.store.readStream(`audit-${u.diretorA1.id}`);
    expect(events.map((e) => [e.type, (e.data as { visao: string; alvo: string }).alvo])).toContainEqual([
      'AuditViewed',
      `turma-${o.classes.a1}`,
    ]);
    expect(events.at(-1)!.metadata?.actorId).toBe(u.diretorA1.id);
  });

  it('writes acessos.csv’s times in São Paulo as a spreadsheet of the caller’s language reads them (pt, en, es)', async () => {
    const { items } = await accesses(u.master.token, `&login=${u.alunoA1.login}`);
    // São Paulo keeps UTC-3 all year.
    const local = items.map((i) => new Date(Date.parse(i.dthAcesso) - 3 * 3600_000).toISOString());
    const parts = (at: string) => ({
      d: at.slice(8, 10),
      m: at.slice(5, 7),
      y: at.slice(0, 4),
      t: at.slice(11, 16),
    });
    for (const [language, written] of [
      ['pt', (at: string) => `${parts(at).d}/${parts(at).m}/${parts(at).y} ${parts(at).t}`],
      ['en', (at: string) => `${parts(at).m}/${parts(at).d}/${parts(at).y} ${parts(at).t}`],
      ['es', (at: string) => `${parts(at).d}/${parts(at).m}/${parts(at).y} ${parts(at).t}`],
    ] as const) {
      const response = await t.call('GET', `/api/auditoria/acessos/csv?login=${u.alunoA1.login}`, {
        token: u.master.token,
        headers: { 'accept-language': language },
      });
      const [, ...rows] = csvTable(await response.text());
      expect(rows.map((r) => [r[0], r[1]])).toEqual(local.map((at) => [written(at), u.alunoA1.login]));
    }
  });

  it('exports the filtered log as acessos.csv and refuses the other profiles', async () => {
    const response = await get(`acessos/csv?login=${u.alunoA1.login}`, u.master.token);
    expect(response.headers.get('content-disposition')).toContain('acessos.csv');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('"Data e hora";"Matrícula";"Usuário";"Sucesso (S/N)";"Observação";"IP"');
    // Only the table (the position is the header's): every line after the header is an attempt.
    expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
    expect(lines.slice(1, -1).every((l) => l.includes(`"${u.alunoA1.login}"`))).toBe(true);
    expect(lines.at(-1)).toBe('');
    for (const user of [u.coordenadorA1, u.professorA1, u.alunoA1])
      expect((await get('acessos', user.token)).status).toBe(403);
  });
});
