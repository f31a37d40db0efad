import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, StudentAnswers } from '@school/modules/assessment';
import { Profile } from '@school/modules/kernel';
import { IdentityService } from '@school/modules/identity/server';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAs, json } from '@school/backend/test/api';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import { authorActivities, authorChapter, DISCURSIVE_QUESTION } from '@school/backend/test/trail.fixture';

/**
 * "Reading a record": a student's answers, grades and history are readable where that student's
 * submission or membership is in the caller's scope, never because a class of the caller's is
 * named beside a foreign user id. Every route that takes a user id beside a class, unit or school
 * is tried by staff of another school or unit with a school A student, the Master and a Gestor.
 */
describe('student records outside the caller’s scope', () => {
  let t: TestApp;
  let o: Organization;
  let activity: number;
  let coordenadorA2: string;
  let question: number;

  const call = callAs(() => t);

  beforeAll(async () => {
    t = await createTestApp('student_records');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const professor = o.users.professorA1.token;
    const { codBseUsuario: _ } = await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'FXRC-0001',
        password: FIXTURE_PASSWORD,
        nomUsuario: 'Coordenadora A2',
        codBsePerfil: Profile.Coordenador,
        codBseEscola: o.schools.a,
        codBseUnidade: o.units.a2,
        turmas: [],
      },
      null,
    );
    coordenadorA2 = await t.signIn('FXRC-0001', FIXTURE_PASSWORD);

    const chapter = await authorChapter(t, master, 'Ciências', 'O corpo');
    [activity] = (await authorActivities(t, master, chapter, ['Prova do corpo'])) as [number];
    await call('POST', '/api/bse_questao', master, { codBseAtividade: activity, ...DISCURSIVE_QUESTION });
    const [first] = await json<Question[]>(
      await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, master),
    );
    question = first!.codBseQuestao;
    // The activity in every class, open; the school A student answers it and is graded.
    for (const [classId, token] of [
      [o.classes.a1, professor],
      [o.classes.b1, o.users.professorB1.token],
    ] as const) {
      await call('POST', '/api/bse_atividade_turma', token, { codBseTurma: classId, atividades: [activity] });
      const [link] = await json<{ codBseAtividadeTurma: number }[]>(
        await call('GET', `/api/bse_atividade_turma/all/${classId}`, token),
      );
      await call('PUT', `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, token, { indAtivo: 'S' });
    }
    const answer = {
      codBseAtividade: activity,
      codBseQuestao: question,
      resResposta: 'Pelas veias.',
    };
    expect(
      (
        await call('POST', '/api/bse_questao_resposta', o.users.alunoA1.token, [
          { ...answer, codBseTurma: o.classes.a1 },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/bse_nota', professor, {
          codBseAtividade: activity,
          codBseQuestao: question,
          codBseUsuario: o.users.alunoA1.id,
          valor: 7,
        })
      ).status,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('lets the staff of the student’s class read its sheet (the control of the table below)', async () => {
    for (const token of [
      o.users.professorA1.token,
      o.users.diretorA1.token,
      o.users.gestorA.token,
      o.users.master.token,
    ]) {
      const response = await call(
        'GET',
        `/api/bse_questao_resposta/respostas/${activity}?codTurma=${o.classes.a1}&codUsuario=${o.users.alunoA1.id}`,
        token,
      );
      expect(response.status).toBe(200);
      expect((await json<StudentAnswers>(response)).questoes.map((q) => q.valor)).toEqual([7]);
    }
  });

  it('answers 404 for every route × foreign user id', async () => {
    const student = o.users.alunoA1.id;
    const foreign = { student, master: o.users.master.id, gestor: o.users.gestorA.id };
    /** Who tries, and a class, unit and school of its own to name beside the foreign id. */
    const callers = [
      {
        who: 'Professor B',
        token: o.users.professorB1.token,
        profile: 5,
        classId: o.classes.b1,
        unitId: o.units.b1,
        schoolId: o.schools.b,
      },
      {
        who: 'Gestor B',
        token: o.users.gestorB.token,
        profile: 2,
        classId: o.classes.b1,
        unitId: o.units.b1,
        schoolId: o.schools.b,
      },
      {
        who: 'Diretor B',
        token: o.users.diretorB1.token,
        profile: 3,
        classId: o.classes.b1,
        unitId: o.units.b1,
        schoolId: o.schools.b,
      },
      {
        who: 'Coordenador A2',
        token: coordenadorA2,
        profile: 4,
        classId: o.classes.a2,
        unitId: o.units.a2,
        schoolId: o.schools.a,
      },
      // Its own school's Professor, naming its other class, where the student neither is nor answered.
      {
        who: 'Professor A1 via A1 B',
        token: o.users.professorA1.token,
        profile: 5,
        classId: o.classes.a1b,
        unitId: o.units.a1,
        schoolId: o.schools.a,
        viaClass: true,
      },
    ];
    type Caller = (typeof callers)[number];
    const routes: {
      route: string;
      /** The profiles allowed on the route (the others get 403, which reveals nothing either). */
      profiles: number[];
      /** Whether the route names a class beside the user (only those are tried through a class of the caller's that is not the student's). */
      takesClass?: boolean;
      /** Only the ids the route takes. */
      ids: (keyof typeof foreign)[];
      send: (c: Caller, userId: number) => [string, string, unknown?];
    }[] = [
      {
        route: 'GET bse_questao_resposta/respostas',
        profiles: [2, 3, 4, 5],
        takesClass: true,
        ids: ['student', 'master', 'gestor'],
        send: (c, u) => [
          'GET',
          `/api/bse_questao_resposta/respostas/${activity}?codTurma=${c.classId}&codUsuario=${u}`,
        ],
      },
      {
        route: 'GET bse_nota',
        profiles: [2, 3, 4, 5],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => ['GET', `/api/bse_nota?codBseAtividade=${activity}&codBseUsuario=${u}`],
      },
      {
        route: 'GET bse_nota/historico',
        profiles: [2, 3, 4, 5],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => ['GET', `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${u}`],
      },
      {
        route: 'GET bse_nota/historico?ate',
        profiles: [2, 3, 4, 5],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => [
          'GET',
          `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${u}&ate=2030-01-01T00:00`,
        ],
      },
      {
        route: 'POST bse_nota',
        profiles: [5],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => [
          'POST',
          '/api/bse_nota',
          { codBseAtividade: activity, codBseQuestao: question, codBseUsuario: u, valor: 5 },
        ],
      },
      {
        route: 'GET auditoria/historico/usuario',
        profiles: [2, 3],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => ['GET', `/api/auditoria/historico/usuario/${u}`],
      },
      {
        route: 'GET bse_usuario/:id',
        profiles: [2, 3, 4],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => ['GET', `/api/bse_usuario/${u}`],
      },
      {
        route: 'GET bse_usuario_turma/carregarTurmasDoUsuario',
        profiles: [2, 3, 4],
        ids: ['student', 'master', 'gestor'],
        send: (_c, u) => ['GET', `/api/bse_usuario_turma/carregarTurmasDoUsuario/${u}`],
      },
      {
        route: 'DELETE bse_usuario_turma/:class/:user',
        profiles: [3, 4],
        takesClass: true,
        ids: ['student', 'master', 'gestor'],
        send: (c, u) => ['DELETE', `/api/bse_usuario_turma/${c.classId}/${u}`],
      },
      ...(
        [
          'filtrarNotas',
          'filtrar',
          'filtrarAcessos',
          'filtrarAvaliacaoTrilha',
          'filtrarQuantidadeNames',
        ] as const
      ).map((report) => ({
        route: `POST rel_relatorio/${report}`,
        profiles: [2, 3, 4],
        takesClass: true,
        ids: ['student', 'master', 'gestor'] as (keyof typeof foreign)[],
        send: (c: Caller, u: number): [string, string, unknown] => [
          'POST',
          `/api/rel_relatorio/${report}`,
          { codBseEscola: c.schoolId, codBseUnidade: c.unitId, codBseTurma: c.classId, codBseUsuario: u },
        ],
      })),
    ];
    const leaks: string[] = [];
    for (const r of routes)
      for (const c of callers.filter((c) => !('viaClass' in c) || r.takesClass))
        for (const id of r.ids) {
          const [method, path, body] = r.send(c, foreign[id]);
          const status = (await call(method, path, c.token, body)).status;
          const expected = r.profiles.includes(c.profile) ? 404 : 403;
          if (status !== expected) leaks.push(`${r.route} by ${c.who} for ${id}: ${status}, not ${expected}`);
        }
    expect(leaks).toEqual([]);
    // Nothing was taken out of a class on the way.
    const rows = await json<{ codBseUsuario: number }[]>(
      await call('GET', `/api/bse_turma/usuariosDaTurma/${o.classes.a1}`, o.users.diretorA1.token),
    );
    expect(rows.map((r) => r.codBseUsuario)).toContain(student);
  });

  it('lists on GET /bse_questao_resposta only the answers given in the caller’s scope, per profile', async () => {
    // A second answer, in school B's class, beside school A's.
    expect(
      (
        await call('POST', '/api/bse_questao_resposta', o.users.alunoB1.token, [
          {
            codBseAtividade: activity,
            codBseQuestao: question,
            resResposta: 'Pelo coração.',
            codBseTurma: o.classes.b1,
          },
        ])
      ).status,
    ).toBe(200);
    const a1 = { codBseUsuario: o.users.alunoA1.id, codBseTurma: o.classes.a1, resResposta: 'Pelas veias.' };
    const b1 = { codBseUsuario: o.users.alunoB1.id, codBseTurma: o.classes.b1, resResposta: 'Pelo coração.' };
    const expected: [string, string, (typeof a1)[]][] = [
      ['Master', o.users.master.token, [a1, b1]],
      ['Gestor A', o.users.gestorA.token, [a1]],
      ['Diretor A1', o.users.diretorA1.token, [a1]],
      ['Coordenador A1', o.users.coordenadorA1.token, [a1]],
      ['Coordenador A2', coordenadorA2, []],
      ['Professor A1', o.users.professorA1.token, [a1]],
      ['Professor B1', o.users.professorB1.token, [b1]],
      ['Gestor B', o.users.gestorB.token, [b1]],
      ['Aluno A1', o.users.alunoA1.token, [a1]],
      ['Aluno A2 (no answer)', o.users.alunoA2.token, []],
      ['Aluno B1', o.users.alunoB1.token, [b1]],
    ];
    for (const [who, token, rows] of expected) {
      const response = await call('GET', '/api/bse_questao_resposta', token);
      expect(response.status, who).toBe(200);
      const listed = await json<
        {
          codBseUsuario: number;
          codBseTurma: number;
          codBseAtividade: number;
          codBseQuestao: number;
          resResposta: string;
        }[]
      >(response);
      expect(
        listed.map(({ codBseUsuario, codBseTurma, resResposta }) => ({
          codBseUsuario,
          codBseTurma,
          resResposta,
        })),
        who,
      ).toEqual(rows);
      for (const row of listed)
        expect([row.codBseAtividade, row.codBseQuestao], who).toEqual([activity, question]);
    }
    expect((await call('GET', '/api/bse_questao_resposta', o.users.assistente.token)).status).toBe(403);
  });
});
