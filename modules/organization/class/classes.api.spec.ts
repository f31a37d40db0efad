import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolClass } from '@school/modules/organization';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import type { ErrorBody } from '@school/backend/test/api';

describe('classes API', () => {
  let t: TestApp;
  let o: Organization;

  const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/bse_turma', { token, body, headers });
  const classes = async (token: string) =>
    (await (await t.call('GET', '/api/bse_turma', { token })).json()) as SchoolClass[];
  const classNamed = async (name: string) =>
    (await classes(o.users.gestorA.token)).find((c) => c.nomTurma === name)!;

  beforeAll(async () => {
    t = await createTestApp('classes');
    o = await buildOrganization(t);
  });
  afterAll(() => t.close());

  it('creates a class in the unit a Gestor chose, answered with its unit’s and school’s names', async () => {
    const created = await post(o.users.gestorA.token, { nomTurma: '9º ano - B', codBseUnidade: o.units.a2 });
    expect([created.status, await created.json(), created.headers.get('x-read-model')]).toEqual([
      200,
      1,
      'settled',
    ]);
    const turma = await classNamed('9º ano - B');
    expect(turma).toEqual({
      codBseTurma: expect.any(Number),
      nomTurma: '9º ano - B',
      codBseUnidade: o.units.a2,
      codBseEscola: o.schools.a,
      nomUnidade: 'Unidade Alfa Dois',
      nomEscola: 'Escola Alfa',
      cstTxtPrefixoLoginUnidade: 'DO',
      cstTxtPrefixoLoginEscola: 'AL',
      codUsuarioCriacao: o.users.gestorA.id,
    });
    const one = await t.call('GET', `/api/bse_turma/${turma.codBseTurma}`, { token: o.users.gestorA.token });
    expect(await one.json()).toEqual(turma);
    const [event] = await t.store.readStream(`class-${turma.codBseTurma}`);
    expect(event).toMatchObject({
      type: 'ClassCreated',
      metadata: { actorId: o.users.gestorA.id, actorProfile: 2 },
    });
  });

  it('puts a Coordenador’s class in its own unit, whatever unit it sends', async () => {
    const created = await post(o.users.coordenadorA1.token, {
      nomTurma: 'Turma da Coordenação',
      codBseUnidade: o.units.b1,
    });
    expect(await created.json()).toBe(1);
    expect((await classNamed('Turma da Coordenação')).codBseUnidade).toBe(o.units.a1);
  });

  it('makes Gestor and Diretor choose the unit ("Selecione uma unidade.")', async () => {
    for (const token of [o.users.gestorA.token, o.users.diretorA1.token]) {
      const response = await post(token, { nomTurma: 'Sem Unidade' });
      expect(((await response.json()) as ErrorBody).errors).toEqual([
        { field: 'codBseUnidade', code: 'class.unitRequired', message: 'Selecione uma unidade.' },
      ]);
    }
  });

  it('lists every field error with the spec messages, in the caller’s language', async () => {
    const short = await post(o.users.diretorA1.token, { nomTurma: ' A ', codBseUnidade: o.units.a1 });
    expect([short.status, ((await short.json()) as ErrorBody).errors?.map((e) => e.message)]).toEqual([
      400,
      ['Nome Turma precisa ter no mínimo 3 caracteres.'],
    ]);
    const special = await post(o.users.diretorA1.token, { nomTurma: 'Turma #1', codBseUnidade: o.units.a1 });
    expect(((await special.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'O nome da turma não pode conter caracteres especiais.',
    ]);
    const english = await post(o.users.diretorA1.token, { nomTurma: 'A/B' }, { 'accept-language': 'en' });
    expect(((await english.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'The class name cannot contain special characters.',
      'Select a unit.',
    ]);
    const spanish = await post(o.users.coordenadorA1.token, { nomTurma: 'ab' }, { 'accept-language': 'es' });
    expect(((await spanish.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'El nombre del grupo debe tener al menos 3 caracteres.',
    ]);
  });

  it('answers 0 ("Turma já cadastrado.") for a name already used in the unit, not in another unit', async () => {
    const again = await post(o.users.diretorA1.token, { nomTurma: 'turma a1', codBseUnidade: o.units.a1 });
    expect([again.status, await again.json()]).toEqual([200, 0]);
    const elsewhere = await post(o.users.gestorA.token, { nomTurma: 'Turma A1', codBseUnidade: o.units.a2 });
    expect(await elsewhere.json()).toBe(1);
  });

  it('renames a class, and answers 0 for the name of another class of its unit', async () => {
    const turma = await classNamed('9º ano - B');
    const path = `/api/bse_turma/${turma.codBseTurma}`;
    const renamed = await t.call('PUT', path, {
      token: o.users.gestorA.token,
      body: { nomTurma: '9º ano  C', codBseTurma: turma.codBseTurma },
    });
    expect(await renamed.json()).toBe(1);
    expect((await classNamed('9º ano C')).codBseTurma).toBe(turma.codBseTurma);
    const clash = await t.call('PUT', path, { token: o.users.gestorA.token, body: { nomTurma: 'Turma A2' } });
    expect(await clash.json()).toBe(0);
    const wrongId = await t.call('PUT', path, {
      token: o.users.gestorA.token,
      body: { nomTurma: 'Outra', codBseTurma: 1 },
    });
    expect(wrongId.status).toBe(400);
  });

  it('refuses to delete a class with students; deletes one without', async () => {
    const refused = await t.call('DELETE', `/api/bse_turma/${o.classes.a1}`, {
      token: o.users.diretorA1.token,
    });
    expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
      409,
      'Existem alunos nesta turma. Remova os alunos da turma e tente novamente.',
    ]);
    // A1 B has a teacher but no student: the teacher's link goes with the class.
    const deleted = await t.call('DELETE', `/api/bse_turma/${o.classes.a1b}`, {
      token: o.users.diretorA1.token,
    });
    expect([deleted.status, await deleted.json()]).toEqual([200, 1]);
    expect(
      (await t.call('GET', `/api/bse_turma/${o.classes.a1b}`, { token: o.users.diretorA1.token })).status,
    ).toBe(404);
    const mine = await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', {
      token: o.users.professorA1.token,
    });
    expect(((await mine.json()) as SchoolClass[]).map((c) => c.codBseTurma)).toEqual([o.classes.a1]);
  });

  it('lists the students of a class, not its teachers', async () => {
    const response = await t.call('GET', `/api/bse_turma/usuariosDaTurma/${o.classes.a1}`, {
      token: o.users.professorA1.token,
    });
    const students = (await response.json()) as {
      codBseUsuario: number;
      cstLogin: string;
      nomUsuario: string;
    }[];
    expect(students.map((s) => s.codBseUsuario).sort((a, b) => a - b)).toEqual(
      [o.users.alunoA1.id, o.users.alunoA1Spare3.id, o.users.alunoA1Spare4.id].sort((a, b) => a - b),
    );
    expect(students[0]).toEqual({
      codBseUsuario: expect.any(Number),
      nomUsuario: expect.any(String),
      cstLogin: expect.any(String),
    });
  });

  it('lists the classes of a unit', async () => {
    const response = await t.call('GET', `/api/bse_turma/turmasDaUnidade/${o.units.a2}`, {
      token: o.users.gestorA.token,
    });
    expect(((await response.json()) as SchoolClass[]).map((c) => c.nomTurma)).toEqual([
      '9º ano C',
      'Turma A1',
      'Turma A2',
    ]);
  });
});
