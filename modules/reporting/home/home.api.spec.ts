import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@school/modules/assessment';
import type { Lesson, Subject } from '@school/modules/content';
import { Profile } from '@school/modules/kernel';
import type { Home, ProfessorHome, StaffHome, StudentHome } from '@school/modules/reporting';
import type { PlayerTrail } from '@school/modules/teaching';
import { IdentityService } from '@school/modules/identity/server';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAs, json } from '@school/backend/test/api';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import {
  activateForClass,
  authorActivities,
  authorChapter,
  DISCURSIVE_QUESTION,
} from '@school/backend/test/trail.fixture';

/** GET /api/inicio: each profile's blocks, every figure within the caller's scope (decision 0066). */
describe('home API', () => {
  let t: TestApp;
  let o: Organization;
  let trail: number;
  let contents: number[];
  /** Activities of the trail's chapter: graded early, graded late, open and unanswered, closed. */
  let early: number;
  let late: number;
  let open: number;
  let closed: number;
  const questions = new Map<number, number>();

  const call = callAs(() => t);
  const home = async <H extends Home>(token: string) => {
    const response = await call('GET', '/api/inicio', token);
    expect(response.status).toBe(200);
    return json<H>(response);
  };
  const answer = (token: string, activity: number, codBseTurma = o.classes.a1) =>
    call('POST', '/api/bse_questao_resposta', token, [
      { codBseAtividade: activity, codBseTurma, codBseQuestao: questions.get(activity), resResposta: 'Sim.' },
    ]);
  const grade = (activity: number, codBseUsuario: number, valor: number) =>
    call('POST', '/api/bse_nota', o.users.professorA1.token, [
      { codBseAtividade: activity, codBseQuestao: questions.get(activity), codBseUsuario, valor },
    ]);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp('home');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const professor = o.users.professorA1.token;
    const chapter = await authorChapter(t, master, 'Astronomia', 'Planetas');
    trail = chapter.codTrlLivro;
    const [subject] = await json<Subject[]>(await call('GET', '/api/trl_materia', master));
    const lesson = await json<Lesson>(
      await call('POST', '/api/trl_aula', master, {
        codTrlCapitulo: chapter.codTrlCapitulo,
        codTrlMateria: subject!.codTrlMateria,
        dscTitulo: 'O Sol',
      }),
    );
    for (const dscTexto of ['Uma estrela.', 'Muito quente.', 'No centro.', 'Amarelo.'])
      await call('POST', '/api/trl_conteudo_texto', master, { codTrlAula: lesson.codTrlAula, dscTexto });
    await activateForClass(t, professor, o.classes.a1, trail);
    const played = await json<PlayerTrail>(
      await call('GET', `/api/plataforma/turma/${o.classes.a1}`, o.users.alunoA1.token),
    );
    contents = played.capitulos[0]!.aulas[0]!.conteudos.map((c) => c.codTrlConteudo);

    [early, late, open, closed] = (await authorActivities(t, master, chapter, [
      'Prova cedo',
      'Prova tarde',
      'Tarefa aberta',
      'Tarefa fechada',
    ])) as [number, number, number, number];
    for (const activity of [early, late, open, closed]) {
      await call('POST', '/api/bse_questao', master, { codBseAtividade: activity, ...DISCURSIVE_QUESTION });
      const [q] = await json<Question[]>(
        await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, master),
      );
      questions.set(activity, q!.codBseQuestao);
    }
    await call('POST', '/api/bse_atividade_turma', professor, {
      codBseTurma: o.classes.a1,
      atividades: [early, late, open, closed],
    });
    const links = await json<{ codBseAtividadeTurma: number; codBseAtividade: number }[]>(
      await call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, professor),
    );
    for (const link of links.filter((l) => l.codBseAtividade !== closed))
      await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, {
        indAtivo: 'S',
      });
  });
  afterAll(() => t.close());

  it('gives a student its trail’s progress, where it stopped, its open activities and the grades given since it last looked', async () => {
    const student = o.users.alunoA1.token;
    const fresh = await home<StudentHome>(student);
    expect(fresh).toMatchObject({
      perfil: 'aluno',
      turma: { codBseTurma: o.classes.a1, nomTurma: 'Turma A1' },
      trilha: {
        codTrlLivro: trail,
        dscTitulo: 'Astronomia',
        feitos: 0,
        total: 4,
        percentual: 0,
        continuar: { codTrlConteudo: contents[0], capitulo: 'Planetas', aula: 'O Sol' },
      },
      // The newest first; the closed one is not open to answers.
      atividades: [
        { codBseAtividade: open, nomAtividade: 'Tarefa aberta' },
        { codBseAtividade: late, nomAtividade: 'Prova tarde' },
        { codBseAtividade: early, nomAtividade: 'Prova cedo' },
      ],
      // It never opened its activities: every grade is new (none yet).
      desde: null,
      notas: [],
    });

    for (const codTrlConteudo of contents.slice(0, 3))
      await call('POST', '/api/plataforma/visto', student, { codBseTurma: o.classes.a1, codTrlConteudo });
    for (const activity of [early, late]) expect((await answer(student, activity)).status).toBe(200);
    expect((await grade(early, o.users.alunoA1.id, 7)).status).toBe(200);
    const answered = await home<StudentHome>(student);
    expect(answered.trilha).toMatchObject({
      feitos: 3,
      percentual: 75,
      continuar: { codTrlConteudo: contents[2] },
    });
    expect(answered.atividades.map((a) => a.codBseAtividade)).toEqual([open]);
    expect(answered.notas).toEqual([
      {
        codBseAtividade: early,
        nomAtividade: 'Prova cedo',
        nota: 7,
        maximo: expect.any(Number),
        datNota: expect.any(String),
      },
    ]);

    // It opens its activities: the grades it saw there go; one given since then shows.
    const look = () => call('POST', '/api/inicio/notasVistas', student);
    expect(await json(await look())).toBe(1);
    const looked = await home<StudentHome>(student);
    expect(looked.desde).not.toBeNull();
    expect(looked.notas).toEqual([]);
    expect((await grade(late, o.users.alunoA1.id, 8.5)).status).toBe(200);
    const back = await home<StudentHome>(student);
    expect(back.desde).toBe(looked.desde);
    expect(back.notas.map((n) => [n.nomAtividade, n.nota])).toEqual([['Prova tarde', 8.5]]);
    // A reload of its activities within the minute records nothing again.
    expect(await json(await look())).toBe(1);
    const stream = await t.store.readStream(`home-${o.users.alunoA1.id}`);
    expect(stream.map((e) => e.type)).toEqual(['GradesSeen']);
    expect((await home<StudentHome>(student)).notas).toHaveLength(1);

    // Only its own: a classmate sees its own progress and activities, none of these grades.
    const classmate = await home<StudentHome>(o.users.alunoA1Spare3.token);
    expect(classmate.trilha).toMatchObject({ feitos: 0, continuar: { codTrlConteudo: contents[0] } });
    expect(classmate.atividades).toHaveLength(3);
    expect(classmate.notas).toEqual([]);
    // A student of a class with no active trail.
    expect(await home<StudentHome>(o.users.alunoB1.token)).toMatchObject({
      turma: { codBseTurma: o.classes.b1 },
      trilha: null,
      atividades: [],
    });
  });

  it('gives a Professor its classes only, with their average progress and the answers waiting for a grade', async () => {
    expect((await answer(o.users.alunoA1Spare4.token, open)).status).toBe(200);
    expect((await answer(o.users.alunoA1Spare3.token, open)).status).toBe(200);
    const mine = await home<ProfessorHome>(o.users.professorA1.token);
    expect(mine.perfil).toBe('professor');
    expect(mine.turmas.map((c) => c.codBseTurma).sort()).toEqual([o.classes.a1, o.classes.a1b].sort());
    const a1 = mine.turmas.find((c) => c.codBseTurma === o.classes.a1)!;
    // Three students: 75 %, 0 %, 0 %.
    expect(a1.trilha).toEqual({
      codTrlLivroTurma: expect.any(Number),
      codTrlLivro: trail,
      dscTitulo: 'Astronomia',
      percentual: 25,
    });
    expect(a1.aguardando).toEqual([{ codBseAtividade: open, nomAtividade: 'Tarefa aberta', respostas: 2 }]);
    expect(mine.turmas.find((c) => c.codBseTurma === o.classes.a1b)).toMatchObject({
      trilha: null,
      aguardando: [],
    });
    const other = await home<ProfessorHome>(o.users.professorB1.token);
    expect(other.turmas.map((c) => c.codBseTurma)).toEqual([o.classes.b1]);
    expect(other.turmas[0]!.aguardando).toEqual([]);
  });

  it('shows each profile its next events it may see, soonest first', async () => {
    const event = (dscTitulo: string, days: number, perfis: number[]) => ({
      dscTitulo,
      hexCorEvento: '#00baf2',
      datEvento: inDays(days),
      indPrivado: 'N',
      perfis,
      codBseTurma: null,
    });
    await call('POST', '/api/cld_calendario', o.users.gestorA.token, event('Reunião de pais', 3, [5, 6]));
    await call('POST', '/api/cld_calendario', o.users.gestorA.token, event('Feira', 2, [6]));
    await call('POST', '/api/cld_calendario', o.users.gestorA.token, event('Passado', -2, [5, 6]));
    await call('POST', '/api/cld_calendario', o.users.gestorB.token, event('Outra escola', 1, [5, 6]));
    const titles = async (token: string) =>
      (await home<StudentHome | ProfessorHome>(token)).eventos.map((e) => e.dscTitulo);
    expect(await titles(o.users.alunoA1.token)).toEqual(['Feira', 'Reunião de pais']);
    expect(await titles(o.users.professorA1.token)).toEqual(['Reunião de pais']);
    expect(await titles(o.users.alunoB1.token)).toEqual(['Outra escola']);
  });

  it('counts for the staff only their school’s or unit’s sign-ins, students never signed in, requests and grades', async () => {
    const staff = (token: string) => home<StaffHome>(token);
    const before = {
      master: await staff(o.users.master.token),
      gestorA: await staff(o.users.gestorA.token),
      gestorB: await staff(o.users.gestorB.token),
      coordenadorA1: await staff(o.users.coordenadorA1.token),
    };
    expect(before.gestorA.perfil).toBe('gestao');
    expect(before.gestorA.acessosHoje).toBeGreaterThan(0);
    expect(before.gestorA.acessosSemana).toBeGreaterThanOrEqual(before.gestorA.acessosHoje);

    // A student of unit A2 signs in again, a new one of A1 never does, one of A1 asks for help.
    await t.signIn(o.users.alunoA2.login, FIXTURE_PASSWORD);
    await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'FXHM-0001',
        password: FIXTURE_PASSWORD,
        nomUsuario: 'Aluno Novo',
        codBsePerfil: Profile.Aluno,
        codBseEscola: o.schools.a,
        codBseUnidade: o.units.a1,
        turmas: [o.classes.a1],
      },
      null,
    );
    const sent = await call('POST', '/api/bse_suporte', o.users.alunoA1.token, {
      name: 'Aluna Um',
      email: 'aluna@example.com',
      pagina: 'acesso',
      desc: 'Não consigo entrar.',
    });
    expect(sent.status).toBe(201);

    const after = {
      master: await staff(o.users.master.token),
      gestorA: await staff(o.users.gestorA.token),
      gestorB: await staff(o.users.gestorB.token),
      coordenadorA1: await staff(o.users.coordenadorA1.token),
    };
    const delta = (who: keyof typeof before, key: 'acessosHoje' | 'nuncaEntraram' | 'suporteAbertos') =>
      after[who][key] - before[who][key];
    expect([delta('master', 'acessosHoje'), delta('gestorA', 'acessosHoje')]).toEqual([1, 1]);
    expect([delta('gestorB', 'acessosHoje'), delta('coordenadorA1', 'acessosHoje')]).toEqual([0, 0]);
    expect(delta('gestorA', 'nuncaEntraram')).toBe(1);
    expect(delta('coordenadorA1', 'nuncaEntraram')).toBe(1);
    expect(delta('gestorB', 'nuncaEntraram')).toBe(0);
    expect([delta('gestorA', 'suporteAbertos'), delta('coordenadorA1', 'suporteAbertos')]).toEqual([1, 1]);
    expect(delta('gestorB', 'suporteAbertos')).toBe(0);

    // The grades of school A's class: the Gestor of A and the Master see them, the Gestor of B not.
    const graded = (h: StaffHome) => h.ultimasNotas.map((g) => [g.nomAtividade, g.nomTurma, g.nota]);
    expect(graded(after.gestorA)).toEqual([
      ['Prova tarde', 'Turma A1', 8.5],
      ['Prova cedo', 'Turma A1', 7],
    ]);
    expect(graded(after.master)).toEqual(graded(after.gestorA));
    expect(after.gestorB.ultimasNotas).toEqual([]);
    expect(after.gestorA.ultimasNotas[0]!.nomAluno).toBe(`Usuário ${o.users.alunoA1.login}`);

    // The Assistente: the requests on the desk.
    expect(await home(o.users.assistente.token)).toEqual({
      perfil: 'assistencia',
      suporteAbertos: before.master.suporteAbertos + 1,
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/inicio')).status).toBe(401);
  });
});
