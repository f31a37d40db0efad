import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassActivity,
  Grade,
  GradeHistoryEntry,
  GradeValueEntry,
  OpenActivity,
  Question,
  ResponseRow,
  StudentAnswers,
  StudentGradeHistoryEntry,
} from '@school/modules/assessment';
import { legacySubmissionStream, submissionStream } from '@school/modules/assessment';
import { IdentityService } from '@school/modules/identity/server';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAs, json, refusal } from '@school/backend/test/api';
import {
  buildOrganization,
  FIXTURE_PASSWORD,
  type Organization,
} from '@school/backend/test/organization.fixture';
import { authorActivities, authorChapter, DISCURSIVE_QUESTION } from '@school/backend/test/trail.fixture';

describe('class activities, answers and grades API', () => {
  let t: TestApp;
  let o: Organization;
  let master: string;
  let professor: string;
  let student: string;
  let activity: number;
  let other: number;
  let questions: Question[];

  const call = callAs(() => t);
  const classActivities = async (classId = o.classes.a1, token = professor) =>
    json<ClassActivity[]>(await call('GET', `/api/bse_atividade_turma/all/${classId}`, token));
  const linkOf = async (activityId: number, classId = o.classes.a1) =>
    (await classActivities(classId)).find((c) => c.codBseAtividade === activityId)!;
  const answers = (values = ['Quatro', 'Do coração às artérias.'], classId = o.classes.a1) =>
    questions.map((q, i) => ({
      codBseAtividade: activity,
      codBseTurma: classId,
      codBseQuestao: q.codBseQuestao,
      resResposta: values[i],
    }));
  const sheetOf = async (userId: number, token = professor) =>
    json<StudentAnswers>(
      await call(
        'GET',
        `/api/bse_questao_resposta/respostas/${activity}?codTurma=${o.classes.a1}&codUsuario=${userId}`,
        token,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp('assessment');
    o = await buildOrganization(t);
    master = o.users.master.token;
    professor = o.users.professorA1.token;
    student = o.users.alunoA1.token;
    const chapter = await authorChapter(t, master, 'Ciências', 'O corpo');
    [activity, other] = (await authorActivities(t, master, chapter, ['Prova do corpo', 'Outra prova'])) as [
      number,
      number,
    ];
    await call('POST', '/api/bse_questao', master, {
      codBseAtividade: activity,
      titulo: 'Cavidades',
      enuEnunciado: '<p>Quantas cavidades tem o coração?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: ['Duas', 'Quatro'],
      resRespostaEsperada: 'Quatro',
    });
    await call('POST', '/api/bse_questao', master, { codBseAtividade: activity, ...DISCURSIVE_QUESTION });
    questions = await json<Question[]>(
      await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, master),
    );
  });
  afterAll(() => t.close());

  it('lets the Professor add activities to its class all or none, open, close and remove them', async () => {
    const add = (atividades: number[], classId = o.classes.a1, token = professor) =>
      call('POST', '/api/bse_atividade_turma', token, { codBseTurma: classId, atividades });
    expect(await (await add([activity])).json()).toBe(1);
    const head = await t.store.headPosition();
    expect(await refusal(await add([other, activity]))).toEqual({
      status: 409,
      message:
        'Não foi possível incluir as atividades selecionadas. Verifique se as mesmas já foram adicionadas nesta turma',
    });
    expect(await t.store.headPosition()).toBe(head);
    expect(await (await add([other])).json()).toBe(1);
    expect((await classActivities()).map((c) => [c.BseAtividade.nomAtividade, c.indAtivo])).toEqual([
      ['Prova do corpo', 'N'],
      ['Outra prova', 'N'],
    ]);
    // Another class's Professor, a class not its own, a student: 404 or 403.
    expect((await add([activity], o.classes.b1)).status).toBe(404);
    expect((await add([activity], o.classes.a1, student)).status).toBe(403);

    const link = await linkOf(activity);
    expect(
      await (
        await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, {
          indAtivo: 'S',
        })
      ).json(),
    ).toBe(1);
    expect((await linkOf(activity)).indAtivo).toBe('S');
    expect(
      (
        await call(
          'PUT',
          `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`,
          o.users.professorB1.token,
          { indAtivo: 'N' },
        )
      ).status,
    ).toBe(404);
    const otherLink = await linkOf(other);
    expect(
      await (
        await call('DELETE', `/api/bse_atividade_turma/${otherLink.codBseAtividadeTurma}`, professor)
      ).json(),
    ).toBe(1);
    expect((await classActivities()).map((c) => c.codBseAtividade)).toEqual([activity]);

    // The staff of the unit read it; another unit's do not; a student sees the open ones.
    expect(
      (await call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, o.users.diretorA1.token)).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, o.users.diretorB1.token)).status,
    ).toBe(404);
    const open = await json<OpenActivity[]>(
      await call('GET', `/api/bse_atividade_turma/${o.classes.a1}/atividades-ativas`, student),
    );
    expect(open).toEqual([
      expect.objectContaining({
        codBseAtividade: activity,
        questoes: 2,
        capitulos: [expect.objectContaining({ dscTitulo: 'O corpo' })],
        respondida: false,
      }),
    ]);
    expect(
      (await call('GET', `/api/bse_atividade_turma/${o.classes.a1}/atividades-ativas`, o.users.alunoA2.token))
        .status,
    ).toBe(404);
  });

  it('shows a student the questions of an open activity without the expected answers', async () => {
    const mine = await json<Question[]>(
      await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, student),
    );
    expect(mine.map((q) => q.titulo)).toEqual(['Cavidades', 'Circulação']);
    expect(mine.every((q) => q.resRespostaEsperada === undefined)).toBe(true);
    expect((await call('GET', `/api/bse_questao?codBseAtividade=${other}`, student)).status).toBe(404);
    expect(
      (await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, o.users.alunoA2.token)).status,
    ).toBe(404);
  });

  it('accepts a student’s answers once: every answer required, a retry answers as the first, a second submit is refused', async () => {
    const head = await t.store.headPosition();
    const blank = answers(['Quatro', '  ']);
    expect(await refusal(await call('POST', '/api/bse_questao_resposta', student, blank))).toEqual({
      status: 400,
      message: 'Por favor, preencha todas as respostas antes de enviar.',
    });
    expect(
      await refusal(await call('POST', '/api/bse_questao_resposta', student, answers().slice(0, 1))),
    ).toEqual({
      status: 400,
      message: 'Por favor, preencha todas as respostas antes de enviar.',
    });
    expect(await t.store.headPosition()).toBe(head);

    const key = { 'idempotency-key': 'submit-aluno-a1-prova' };
    const first = await call('POST', '/api/bse_questao_resposta', student, answers(), key);
    expect(await first.json()).toBe(1);
    const retried = await call('POST', '/api/bse_questao_resposta', student, answers(), key);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toBe(1);
    expect(await refusal(await call('POST', '/api/bse_questao_resposta', student, answers()))).toEqual({
      status: 409,
      message: 'Você já enviou as respostas desta atividade.',
    });
    // Two submits at once from another student: one is accepted, the other refused.
    const spare = o.users.alunoA1Spare3.token;
    const both = await Promise.all([
      call('POST', '/api/bse_questao_resposta', spare, answers()),
      call('POST', '/api/bse_questao_resposta', spare, answers()),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // Answers sent are final.
    expect(
      await refusal(
        await call('PUT', `/api/bse_questao_resposta/${questions[0]!.codBseQuestao}`, student, {}),
      ),
    ).toEqual({
      status: 410,
      message: 'As respostas enviadas não podem ser alteradas nem apagadas.',
    });
    // A student of another class, a Professor: refused.
    expect((await call('POST', '/api/bse_questao_resposta', o.users.alunoA2.token, answers())).status).toBe(
      404,
    );
    expect((await call('POST', '/api/bse_questao_resposta', professor, answers())).status).toBe(403);
    const open = await json<OpenActivity[]>(
      await call('GET', `/api/bse_atividade_turma/${o.classes.a1}/atividades-ativas`, student),
    );
    expect(open[0]!.respondida).toBe(true);
  });

  it('refuses answers once the activity is closed', async () => {
    const link = await linkOf(activity);
    await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, { indAtivo: 'N' });
    const late = o.users.alunoA1Spare4.token;
    expect(await refusal(await call('POST', '/api/bse_questao_resposta', late, answers()))).toEqual({
      status: 409,
      message: 'Esta atividade não está mais aberta para respostas.',
    });
    await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, { indAtivo: 'S' });
  });

  it('lists each student’s response and lets the Professor grade and regrade, keeping every change for ever', async () => {
    const rows = await json<ResponseRow[]>(
      await call('GET', `/api/bse_questao_resposta/${activity}?codTurma=${o.classes.a1}`, professor),
    );
    const row = rows.find((r) => r.cod_bse_usuario === o.users.alunoA1.id)!;
    expect(row).toMatchObject({ nom_atividade: 'Prova do corpo', soma_nota: null, dat_nota: null });
    expect(row.dat_resposta).not.toBeNull();
    expect(rows.find((r) => r.cod_bse_usuario === o.users.alunoA1Spare4.id)!.dat_resposta).toBeNull();

    const sheet = await sheetOf(o.users.alunoA1.id);
    expect(sheet.questoes.map((q) => [q.resResposta, q.correta])).toEqual([
      ['Quatro', true],
      ['Do coração às artérias.', null],
    ]);
    expect(sheet.questoes[1]!.resRespostaEsperada).toBe('O sangue sai do coração pelas artérias.');
    const grade = (valor: number, i: number) => ({
      codBseAtividade: activity,
      codBseQuestao: questions[i]!.codBseQuestao,
      codBseUsuario: o.users.alunoA1.id,
      valor,
    });
    // The class's activity list says how many answers wait for a grade: those answered, none graded.
    const waiting = rows.filter((r) => r.dat_resposta && !r.dat_nota).length;
    expect(waiting).toBeGreaterThan(0);
    expect((await linkOf(activity)).aCorrigir).toBe(waiting);
    const head = await t.store.headPosition();
    expect(
      await refusal(await call('POST', '/api/bse_nota', professor, [grade(10, 0), grade(10.5, 1)])),
    ).toMatchObject({
      status: 400,
      message: 'A nota deve ser de 0 a 10, em passos de 0,5.',
    });
    expect(await t.store.headPosition()).toBe(head);
    expect((await call('POST', '/api/bse_nota', o.users.professorB1.token, [grade(10, 0)])).status).toBe(404);
    expect(await (await call('POST', '/api/bse_nota', professor, [grade(10, 0), grade(7.5, 1)])).json()).toBe(
      1,
    );
    expect((await linkOf(activity)).aCorrigir).toBe(waiting - 1);
    // A second teacher grading the same answers at once: refused, asked to reload.
    expect(await refusal(await call('POST', '/api/bse_nota', professor, [grade(3, 0)]))).toEqual({
      status: 409,
      message: 'Outra pessoa já lançou estas notas. Recarregue a página para ver as notas atuais.',
    });

    // Two teachers grading another student's answers at the very same time: one wins, the other reloads.
    const spare = (valor: number, i: number) => ({
      ...grade(valor, i),
      codBseUsuario: o.users.alunoA1Spare3.id,
    });
    const both = await Promise.all([
      call('POST', '/api/bse_nota', professor, [spare(10, 0), spare(5, 1)]),
      call('POST', '/api/bse_nota', professor, [spare(0, 0), spare(1, 1)]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const graded = await sheetOf(o.users.alunoA1.id);
    expect(graded.questoes.map((q) => q.valor)).toEqual([10, 7.5]);
    expect(graded.versao).toBe(2);
    const ids = graded.questoes.map((q) => q.codBseNota).join(',');
    const change = (valores: number[], versao: number, motivo: string) =>
      call('PUT', `/api/bse_nota/updateMany/${ids}`, professor, { valores, versao, motivo });
    expect(await refusal(await change([10, 1000.5], 2, 'x'))).toMatchObject({
      status: 400,
      message: 'A nota deve ser de 0 a 1000, em passos de 0,5.',
    });
    expect(await (await change([9, 7.5], 2, 'Revisão da primeira questão')).json()).toBe(1);
    expect(await refusal(await change([8, 7.5], 2, 'Versão antiga'))).toEqual({
      status: 409,
      message:
        'Outra pessoa alterou estas notas enquanto você editava. Recarregue a página e tente novamente.',
    });
    expect(await (await change([8.5, 7.5], 3, 'Segunda revisão')).json()).toBe(1);
    // The legacy body: the bare list of values.
    expect(await (await call('PUT', `/api/bse_nota/updateMany/${ids}`, professor, [8.5, 8])).json()).toBe(1);

    const rowsAfter = await json<ResponseRow[]>(
      await call('GET', `/api/bse_questao_resposta/${activity}?codTurma=${o.classes.a1}`, professor),
    );
    expect(rowsAfter.find((r) => r.cod_bse_usuario === o.users.alunoA1.id)!.soma_nota).toBe(16.5);
    const grades = await json<Grade[]>(
      await call(
        'GET',
        `/api/bse_nota?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}`,
        student,
      ),
    );
    expect(grades.map((g) => g.valor)).toEqual([8.5, 8]);

    const history = await json<GradeValueEntry[]>(
      await call(
        'GET',
        `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}`,
        o.users.diretorA1.token,
      ),
    );
    expect(history.map((h) => [h.tipo, h.antes, h.depois, h.motivo])).toEqual([
      ['ALTERADA', 7.5, 8, null],
      ['ALTERADA', 9, 8.5, 'Segunda revisão'],
      ['ALTERADA', 10, 9, 'Revisão da primeira questão'],
      ['ATRIBUIDA', null, 7.5, null],
      ['ATRIBUIDA', null, 10, null],
    ]);
    // Each entry names its question by its number in the activity: 1, 2 (not its code).
    expect(history.map((h) => h.numQuestao)).toEqual([2, 1, 1, 2, 1]);
    expect(history[1]).toMatchObject({
      codUsuarioAvaliador: o.users.professorA1.id,
      nomUsuarioAvaliador: expect.any(String),
      codPerfilAvaliador: 5,
    });
    // As they stood a minute before the first grade: none; now: the last values.
    const minute = (offset: number) => {
      const d = new Date(Date.now() - 3 * 3600_000 + offset * 60_000);
      return d.toISOString().slice(0, 16);
    };
    const past = await json<{ notas: Grade[] }>(
      await call(
        'GET',
        `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}&ate=${minute(-10)}`,
        professor,
      ),
    );
    expect(past.notas).toEqual([]);
    const now = await json<{ notas: Grade[] }>(
      await call(
        'GET',
        `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}&ate=${minute(1)}`,
        professor,
      ),
    );
    expect(now.notas.map((g) => g.valor)).toEqual([8.5, 8]);

    // Scope: another unit's Diretor and another student: 404.
    for (const token of [o.users.diretorB1.token, o.users.alunoA1Spare3.token])
      expect(
        (
          await call(
            'GET',
            `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}`,
            token,
          )
        ).status,
      ).toBe(404);
    // Every grade change of the student across its activities: its own, its class's staff and Professor.
    const ofStudent = (token: string, id = o.users.alunoA1.id) =>
      call('GET', `/api/bse_nota/historico/aluno/${id}`, token);
    for (const token of [student, professor, o.users.diretorA1.token, master]) {
      const all = await json<StudentGradeHistoryEntry[]>(await ofStudent(token));
      const values = all.filter((h) => h.tipo !== 'COMENTARIO');
      expect(values.map((h) => [h.nomAtividade, h.numQuestao, h.tipo, h.depois])).toEqual(
        history.map((h) => ['Prova do corpo', h.numQuestao, h.tipo, h.depois]),
      );
    }
    // A Professor of another class, another unit's Diretor, another student: 404, as for a missing one.
    for (const token of [o.users.professorB1.token, o.users.diretorB1.token, o.users.alunoA1Spare3.token])
      expect((await ofStudent(token)).status).toBe(404);
    expect((await ofStudent(master, 999_999)).status).toBe(404);
    // A student in scope with no grade yet: an empty history.
    expect(await json(await ofStudent(professor, o.users.alunoA1Spare4.id))).toEqual([]);
    // The student reads its own answers, without the expected ones.
    const own = await sheetOf(o.users.alunoA1.id, student);
    expect(own.questoes.map((q) => [q.resRespostaEsperada, q.correta, q.valor])).toEqual([
      ['', null, 8.5],
      ['', null, 8],
    ]);
  });
  it('takes a grade as a number or refuses it, on both routes, changing nothing', async () => {
    const before = await sheetOf(o.users.alunoA1.id);
    const ids = before.questoes.map((q) => q.codBseNota).join(',');
    const head = await t.store.headPosition();
    for (const valor of [null, '', true, [5], '0x5', ' 5 ']) {
      const assign = await call('POST', '/api/bse_nota', professor, {
        codBseAtividade: activity,
        codBseQuestao: questions[0]!.codBseQuestao,
        codBseUsuario: o.users.alunoA1Spare4.id,
        valor,
      });
      expect(await refusal(assign), JSON.stringify(valor)).toEqual({
        status: 400,
        message: 'A nota deve ser de 0 a 10, em passos de 0,5.',
      });
      for (const body of [[7, valor], { valores: [7, valor], versao: before.versao }]) {
        const change = await call('PUT', `/api/bse_nota/updateMany/${ids}`, professor, body);
        expect(await refusal(change), JSON.stringify(body)).toEqual({
          status: 400,
          message: 'A nota deve ser de 0 a 1000, em passos de 0,5.',
        });
      }
    }
    expect(await t.store.headPosition()).toBe(head);
    expect(await sheetOf(o.users.alunoA1.id)).toEqual(before);
    // A legacy client's decimal text, with a point or a comma, is still a grade.
    expect(
      await (await call('PUT', `/api/bse_nota/updateMany/${ids}`, professor, ['9,5', '8.5'])).json(),
    ).toBe(1);
    expect((await sheetOf(o.users.alunoA1.id)).questoes.map((q) => q.valor)).toEqual([9.5, 8.5]);
  });
  it('takes one answer per student per activity: moved to another class, the student cannot answer again', async () => {
    const mover = o.users.alunoA1Spare4;
    const sheetIn = async (classId: number, token = professor) =>
      json<StudentAnswers>(
        await call(
          'GET',
          `/api/bse_questao_resposta/respostas/${activity}?codTurma=${classId}&codUsuario=${mover.id}`,
          token,
        ),
      );
    // The activity is open in both of the Professor's classes; the student answers in A1.
    await call('POST', '/api/bse_atividade_turma', professor, {
      codBseTurma: o.classes.a1b,
      atividades: [activity],
    });
    const link = await linkOf(activity, o.classes.a1b);
    await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, { indAtivo: 'S' });
    expect(
      (await call('POST', '/api/bse_questao_resposta', mover.token, answers(['Duas', 'Pelo coração.'])))
        .status,
    ).toBe(200);
    const answered = await sheetIn(o.classes.a1);

    // An administrator moves it to A1 B (its sessions end with the change); signed in again, it tries once more.
    const moved = await call('PUT', `/api/bse_usuario/${mover.id}`, master, {
      codBseUsuario: mover.id,
      cstLogin: mover.login,
      nomUsuario: `Usuário ${mover.login}`,
      codBsePerfil: 6,
      codBseEscola: o.schools.a,
      codBseUnidade: o.units.a1,
      arrayCodBseTurmas: [o.classes.a1b],
    });
    expect(moved.status).toBe(200);
    const token = await t.signIn(mover.login, FIXTURE_PASSWORD);
    const head = await t.store.headPosition();
    const again = await call(
      'POST',
      '/api/bse_questao_resposta',
      token,
      answers(['Quatro', 'Outra resposta.'], o.classes.a1b),
    );
    expect(await refusal(again)).toEqual({
      status: 409,
      message:
        'Você já enviou as respostas desta atividade em outra turma. Cada atividade é respondida uma vez.',
    });
    expect(await t.store.headPosition()).toBe(head);
    const open = await json<OpenActivity[]>(
      await call('GET', `/api/bse_atividade_turma/${o.classes.a1b}/atividades-ativas`, token),
    );
    expect(open.find((a) => a.codBseAtividade === activity)!.respondida).toBe(true);

    // Read through its new class, the sheet is the answer it gave, with the class it gave it in.
    const sheet = await sheetIn(o.classes.a1b);
    expect(sheet.questoes.map((q) => q.resResposta)).toEqual(['Duas', 'Pelo coração.']);
    expect(sheet.turmaResposta).toEqual({ codBseTurma: o.classes.a1, nomTurma: 'Turma A1' });
    expect({ ...sheet, codBseTurma: o.classes.a1 }).toEqual(answered);
    // Grading attaches to that answer.
    const grades = questions.map((q, i) => ({
      codBseAtividade: activity,
      codBseQuestao: q.codBseQuestao,
      codBseUsuario: mover.id,
      valor: [0, 6.5][i],
    }));
    expect(await (await call('POST', '/api/bse_nota', professor, grades)).json()).toBe(1);
    expect((await sheetIn(o.classes.a1b)).questoes.map((q) => [q.resResposta, q.valor])).toEqual([
      ['Duas', 0],
      ['Pelo coração.', 6.5],
    ]);
    const own = await json<StudentAnswers>(
      await call(
        'GET',
        `/api/bse_questao_resposta/respostas/${activity}?codTurma=${o.classes.a1b}&codUsuario=${mover.id}`,
        token,
      ),
    );
    expect(own.questoes.map((q) => q.valor)).toEqual([0, 6.5]);
    // Both classes' responses list it answered: the new one (its student) and the old one (where it answered).
    for (const classId of [o.classes.a1b, o.classes.a1]) {
      const rows = await json<ResponseRow[]>(
        await call('GET', `/api/bse_questao_resposta/${activity}?codTurma=${classId}`, professor),
      );
      expect(rows.find((r) => r.cod_bse_usuario === mover.id)).toMatchObject({
        dat_resposta: answered.dat_resposta,
        soma_nota: 6.5,
      });
    }
  });
  it('counts an answer kept under the old per-class key: it reads as it was and is answered once', async () => {
    const { codBseUsuario: id } = await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'FXAS-0001',
        password: FIXTURE_PASSWORD,
        nomUsuario: 'Aluna Antiga',
        codBsePerfil: 6,
        codBseEscola: o.schools.a,
        codBseUnidade: o.units.a1,
        turmas: [o.classes.a1b],
      },
      null,
    );
    const token = await t.signIn('FXAS-0001', FIXTURE_PASSWORD);
    // As stored before decision 0033: `submission-<activity>-<class>-<student>`, never rewritten.
    const link = await linkOf(activity, o.classes.a1b);
    await t.store.append(
      legacySubmissionStream(activity, o.classes.a1b, id),
      [
        {
          id: randomUUID(),
          type: 'AnswersSubmitted',
          data: {
            codBseAtividade: activity,
            codBseTurma: o.classes.a1b,
            codBseUsuario: id,
            codBseAtividadeTurma: link.codBseAtividadeTurma,
            respostas: questions.map((q, i) => ({
              codBseQuestaoResposta: 900 + i,
              codBseQuestao: q.codBseQuestao,
              resResposta: ['Quatro', 'Resposta antiga.'][i]!,
            })),
          },
        },
      ],
      'no_stream',
    );
    const sheet = () =>
      call(
        'GET',
        `/api/bse_questao_resposta/respostas/${activity}?codTurma=${o.classes.a1b}&codUsuario=${id}`,
        professor,
      ).then((r) => json<StudentAnswers>(r));
    await expect
      .poll(async () => (await sheet()).questoes.map((q) => q.resResposta))
      .toEqual(['Quatro', 'Resposta antiga.']);
    expect(
      await refusal(
        await call('POST', '/api/bse_questao_resposta', token, answers(['Duas', 'Nova.'], o.classes.a1b)),
      ),
    ).toEqual({ status: 409, message: 'Você já enviou as respostas desta atividade.' });
    expect(await t.store.readStream(submissionStream(activity, id))).toEqual([]);
  });
  it('shows the student its graded activity: "Corrigida" with the total, its maximum and the comment; the expected answers only once graded, where the teacher chose', async () => {
    const chapter = await authorChapter(t, master, 'Ciências', 'A circulação');
    const [graded] = (await authorActivities(t, master, chapter, ['Prova da circulação'])) as [number];
    await call('POST', '/api/bse_questao', master, {
      codBseAtividade: graded,
      titulo: 'Cavidades',
      enuEnunciado: '<p>Quantas cavidades tem o coração?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: ['Duas', 'Quatro'],
      resRespostaEsperada: 'Quatro',
    });
    await call('POST', '/api/bse_questao', master, { codBseAtividade: graded, ...DISCURSIVE_QUESTION });
    const asked = await json<Question[]>(
      await call('GET', `/api/bse_questao?codBseAtividade=${graded}`, master),
    );
    await call('POST', '/api/bse_atividade_turma', professor, {
      codBseTurma: o.classes.a1,
      atividades: [graded],
    });
    const link = await linkOf(graded);
    await call('PUT', `/api/bse_atividade_turma/${link.codBseAtividadeTurma}`, professor, { indAtivo: 'S' });
    const given = asked.map((q, i) => ({
      codBseAtividade: graded,
      codBseTurma: o.classes.a1,
      codBseQuestao: q.codBseQuestao,
      resResposta: ['Quatro', 'Pelas artérias.'][i]!,
    }));
    expect((await call('POST', '/api/bse_questao_resposta', student, given)).status).toBe(200);
    const card = async () =>
      (
        await json<OpenActivity[]>(
          await call('GET', `/api/bse_atividade_turma/${o.classes.a1}/atividades-ativas`, student),
        )
      ).find((a) => a.codBseAtividade === graded)!;
    const own = () =>
      call(
        'GET',
        `/api/bse_questao_resposta/respostas/${graded}?codTurma=${o.classes.a1}&codUsuario=${o.users.alunoA1.id}`,
        student,
      ).then((r) => json<StudentAnswers>(r));

    // Answered, not graded: no grade, no comment, no expected answer.
    expect(await card()).toMatchObject({
      respondida: true,
      corrigida: false,
      nota: null,
      maximo: null,
      comentario: null,
      respostasEsperadas: null,
    });
    expect((await own()).questoes.map((q) => q.resRespostaEsperada)).toEqual(['', '']);

    const notas = asked.map((q, i) => ({
      codBseAtividade: graded,
      codBseQuestao: q.codBseQuestao,
      codBseUsuario: o.users.alunoA1.id,
      valor: [10, 8.5][i]!,
    }));
    const head = await t.store.headPosition();
    expect(
      await refusal(await call('POST', '/api/bse_nota', professor, { notas, comentario: 'x'.repeat(1001) })),
    ).toEqual({ status: 400, message: 'O comentário pode ter no máximo 1000 caracteres.' });
    expect(await t.store.headPosition()).toBe(head);
    const comentario = 'Muito bem! Diga também o que o sangue leva.';
    expect(
      await (
        await call('POST', '/api/bse_nota', professor, { notas, comentario, mostrarResposta: true })
      ).json(),
    ).toBe(1);
    expect(await card()).toMatchObject({
      corrigida: true,
      nota: 18.5,
      maximo: 20,
      comentario,
      respostasEsperadas: [
        { codBseQuestao: asked[0]!.codBseQuestao, titulo: 'Cavidades', resposta: 'Quatro' },
        expect.objectContaining({ resposta: 'O sangue sai do coração pelas artérias.' }),
      ],
    });
    expect(await own()).toMatchObject({ soma_nota: 18.5, maximo: 20, comentario, mostrarResposta: true });
    expect((await own()).questoes.map((q) => q.resRespostaEsperada)).toEqual([
      'Quatro',
      'O sangue sai do coração pelas artérias.',
    ]);

    // The teacher hides the expected answers again and rewrites the comment: the history keeps both.
    const { versao } = await json<StudentAnswers>(
      await call(
        'GET',
        `/api/bse_questao_resposta/respostas/${graded}?codTurma=${o.classes.a1}&codUsuario=${o.users.alunoA1.id}`,
        professor,
      ),
    );
    const ids = (await own()).questoes.map((q) => q.codBseNota).join(',');
    const changed = await call('PUT', `/api/bse_nota/updateMany/${ids}`, professor, {
      valores: [10, 8.5],
      versao,
      comentario: 'Reveja a segunda questão.',
      mostrarResposta: false,
    });
    expect(await changed.json()).toBe(1);
    expect(await card()).toMatchObject({ comentario: 'Reveja a segunda questão.', respostasEsperadas: null });
    const history = await json<GradeHistoryEntry[]>(
      await call(
        'GET',
        `/api/bse_nota/historico?codBseAtividade=${graded}&codBseUsuario=${o.users.alunoA1.id}`,
        student,
      ),
    );
    expect(
      history.filter((h) => h.tipo === 'COMENTARIO').map((h) => [h.comentario, h.mostrarResposta]),
    ).toEqual([
      ['Reveja a segunda questão.', false],
      [comentario, true],
    ]);
  });
});
