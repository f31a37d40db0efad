import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserClass } from '@school/modules/organization';
import { currentClassOf } from '@school/projections/class-list';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import type { ErrorBody } from '@school/backend/test/api';

describe('class members and the current class', () => {
  let t: TestApp;
  let o: Organization;

  const mine = async (token: string) =>
    (await (
      await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', { token })
    ).json()) as UserClass[];
  const current = async (token: string) =>
    (await mine(token)).filter((c) => c.indAtual === 'S').map((c) => c.codBseTurma);

  beforeAll(async () => {
    t = await createTestApp('class_members');
    o = await buildOrganization(t);
  });
  afterAll(() => t.close());

  it('gives a teacher its classes with their names, the first one current until it chooses', async () => {
    const classes = await mine(o.users.professorA1.token);
    expect(classes).toEqual([
      {
        codBseTurma: o.classes.a1,
        nomTurma: 'Turma A1',
        codBseUnidade: o.units.a1,
        codBseEscola: o.schools.a,
        codUsuarioCriacao: null,
        nomUnidade: 'Unidade Alfa Um',
        nomEscola: 'Escola Alfa',
        cstTxtPrefixoLoginUnidade: 'UM',
        cstTxtPrefixoLoginEscola: 'AL',
        codBseUsuario: o.users.professorA1.id,
        indAtual: 'S',
      },
      expect.objectContaining({ codBseTurma: o.classes.a1b, nomTurma: 'Turma A1 B', indAtual: 'N' }),
    ]);
    expect(await mine(o.users.gestorA.token)).toEqual([]);
  });

  it('switches the teacher’s current class: one at a time, recorded as an event', async () => {
    const token = o.users.professorA1.token;
    const switched = await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a1b}`, { token });
    expect([switched.status, await switched.json(), switched.headers.get('x-read-model')]).toEqual([
      200,
      { codBseTurma: o.classes.a1b, nomTurma: 'Turma A1 B' },
      'settled',
    ]);
    expect(await current(token)).toEqual([o.classes.a1b]);
    expect(await currentClassOf(t.db, o.users.professorA1.id)).toEqual({
      codBseTurma: o.classes.a1b,
      nomTurma: 'Turma A1 B',
    });
    const stream = `current-class-${o.users.professorA1.id}`;
    expect((await t.store.readStream(stream)).map((e) => [e.type, e.metadata.actorId])).toEqual([
      ['CurrentClassChosen', o.users.professorA1.id],
    ]);
    // Choosing it again appends nothing.
    await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a1b}`, { token });
    expect(await t.store.readStream(stream)).toHaveLength(1);
    await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a1}`, { token });
    expect(await current(token)).toEqual([o.classes.a1]);
  });

  it('gives the current class in the own data and the sign-in answer (the top bar’s class)', async () => {
    const teacher = o.users.professorA1;
    const myClass = async () => {
      const response = await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token: teacher.token });
      const { codBseTurma, nomTurma } = (await response.json()) as { codBseTurma: number; nomTurma: string };
      return { codBseTurma, nomTurma };
    };
    await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a1b}`, { token: teacher.token });
    expect(await myClass()).toEqual({ codBseTurma: o.classes.a1b, nomTurma: 'Turma A1 B' });
    const signedIn = await t.call('POST', '/api/auth/login', {
      body: { username: teacher.login, password: FIXTURE_PASSWORD },
    });
    expect(await signedIn.json()).toMatchObject({ codBseTurma: o.classes.a1b, nomTurma: 'Turma A1 B' });
    await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a1}`, { token: teacher.token });
    expect(await myClass()).toEqual({ codBseTurma: o.classes.a1, nomTurma: 'Turma A1' });
    const gestor = await t.call('GET', '/api/bse_usuario/getMeusDados/x', { token: o.users.gestorA.token });
    expect(await gestor.json()).toMatchObject({ codBseTurma: null, nomTurma: null });
  });

  it('answers 404 for a class the caller does not belong to', async () => {
    const response = await t.call('POST', `/api/bse_usuario_turma/turmaAtual/${o.classes.a2}`, {
      token: o.users.professorA1.token,
    });
    expect([response.status, ((await response.json()) as ErrorBody).code]).toEqual([404, 'generic.notFound']);
  });

  it('gives a user’s classes to who administers it, limited to the classes the caller reaches', async () => {
    const response = await t.call(
      'GET',
      `/api/bse_usuario_turma/carregarTurmasDoUsuario/${o.users.professorA1.id}`,
      {
        token: o.users.diretorA1.token,
      },
    );
    expect(
      ((await response.json()) as UserClass[]).map((c) => [c.codBseTurma, c.codBseUsuario, c.indAtual]),
    ).toEqual([
      [o.classes.a1, o.users.professorA1.id, 'S'],
      [o.classes.a1b, o.users.professorA1.id, 'N'],
    ]);
  });

  it('takes a student out of a class: recorded on the class’s stream, gone from every list', async () => {
    const student = o.users.alunoA1Spare3;
    const path = `/api/bse_usuario_turma/${o.classes.a1}/${student.id}`;
    const removed = await t.call('DELETE', path, { token: o.users.coordenadorA1.token });
    expect([removed.status, await removed.json()]).toEqual([200, 1]);
    const students = (await (
      await t.call('GET', `/api/bse_turma/usuariosDaTurma/${o.classes.a1}`, {
        token: o.users.diretorA1.token,
      })
    ).json()) as { codBseUsuario: number }[];
    expect(students.map((s) => s.codBseUsuario)).not.toContain(student.id);
    // A change of class by an administrator ends the student's sessions; signed in again, it has none.
    expect((await mine(student.token)) as unknown).toMatchObject({ status: 401 });
    expect(await mine(await t.signIn(student.login, FIXTURE_PASSWORD))).toEqual([]);
    const events = await t.store.readStream(`class-${o.classes.a1}`);
    expect(events.at(-1)).toMatchObject({
      type: 'ClassMemberRemoved',
      data: { codBseTurma: o.classes.a1, codBseUsuario: student.id },
      metadata: { actorId: o.users.coordenadorA1.id, actorProfile: 4 },
    });
    const again = await t.call('DELETE', path, { token: o.users.coordenadorA1.token });
    expect(again.status).toBe(404);
  });

  it('takes out students only: a teacher of the class is 404 here', async () => {
    const response = await t.call(
      'DELETE',
      `/api/bse_usuario_turma/${o.classes.a1}/${o.users.professorA1.id}`,
      {
        token: o.users.diretorA1.token,
        headers: { 'accept-language': 'en' },
      },
    );
    expect([response.status, ((await response.json()) as ErrorBody).message]).toEqual([
      404,
      'Record not found.',
    ]);
    expect(await mine(o.users.professorA1.token)).toHaveLength(2);
  });

  it('deletes a class once its students are out; its teachers move to their other class', async () => {
    const refused = await t.call('DELETE', `/api/bse_turma/${o.classes.a1}`, {
      token: o.users.diretorA1.token,
    });
    expect(refused.status).toBe(409);
    for (const student of [o.users.alunoA1, o.users.alunoA1Spare4])
      await t.call('DELETE', `/api/bse_usuario_turma/${o.classes.a1}/${student.id}`, {
        token: o.users.diretorA1.token,
      });
    const deleted = await t.call('DELETE', `/api/bse_turma/${o.classes.a1}`, {
      token: o.users.diretorA1.token,
    });
    expect([deleted.status, await deleted.json()]).toEqual([200, 1]);
    expect((await mine(o.users.professorA1.token)).map((c) => [c.codBseTurma, c.indAtual])).toEqual([
      [o.classes.a1b, 'S'],
    ]);
  });
});
