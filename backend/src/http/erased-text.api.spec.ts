import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@school/modules/community';
import type { GradeHistoryEntry, Question } from '@school/modules/assessment';
import { userStream } from '@school/modules/identity';
import type { AccessAuditEntry, GradesReportRow } from '@school/modules/reporting';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { callAs, csvTable, json } from '../../test/api.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';
import { authorActivities, authorChapter, DISCURSIVE_QUESTION } from '../../test/trail.fixture.js';

/**
 * After an erasure (decision 0061; here `PersonalDataErased` appended as the erasure route will),
 * the API's JSON answers and CSV files show "Dados removidos" in the caller's language where the
 * person's name, login or text was, and the person's grades still count in the reports.
 */
describe('an erased person, as the API shows it', () => {
  let t: TestApp;
  let o: Organization;
  let activity: number;
  const call = callAs(() => t);
  const inLanguage = (language: string) => ({ 'accept-language': language });
  /** The student's and the teacher's values before the erasure, which no answer may hold after it. */
  let personal: string[];

  /** Appends the erasure and waits until every read model has applied it. */
  const erase = async (codBseUsuario: number) => {
    const appended = await t.store.append(
      userStream(codBseUsuario),
      [{ id: randomUUID(), type: 'PersonalDataErased', data: { codBseUsuario, codSolicitacao: 1 } }],
      'any',
    );
    expect(await t.app.get(ProjectionEngine).waitFor(appended.position, 10_000)).toBe(true);
  };

  beforeAll(async () => {
    t = await createTestApp('erased_text');
    o = await buildOrganization(t);
    const { master, professorA1: professor, alunoA1: student } = o.users;
    const chapter = await authorChapter(t, master.token, 'Ciências', 'O corpo');
    [activity] = (await authorActivities(t, master.token, chapter, ['Prova do corpo'])) as [number];
    await call('POST', '/api/bse_questao', master.token, {
      codBseAtividade: activity,
      ...DISCURSIVE_QUESTION,
    });
    const [question] = await json<Question[]>(
      await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, master.token),
    );
    await call('POST', '/api/bse_atividade_turma', professor.token, {
      codBseTurma: o.classes.a1,
      atividades: [activity],
    });
    const [link] = await json<{ codBseAtividadeTurma: number }[]>(
      await call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, professor.token),
    );
    await call('PUT', `/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, professor.token, {
      indAtivo: 'S',
    });
    const answer = {
      codBseAtividade: activity,
      codBseQuestao: question!.codBseQuestao,
      codBseTurma: o.classes.a1,
    };
    expect(
      (
        await call('POST', '/api/bse_questao_resposta', student.token, [
          { ...answer, resResposta: 'Pelas veias.' },
        ])
      ).status,
    ).toBe(200);
    const grade = { ...answer, codBseUsuario: student.id, valor: 7 };
    const comentario = 'Reveja a circulação, conversamos amanhã.';
    expect(
      (await call('POST', '/api/bse_nota', professor.token, { notas: [grade], comentario })).status,
    ).toBe(200);
    const room = o.classes.a1 * 2;
    for (const [token, txtMensagem] of [
      [student.token, 'Segredo do aluno A1'],
      [o.users.alunoA1Spare3.token, 'Resposta de um colega'],
    ] as const)
      expect((await call('POST', '/api/cht_mensagem', token, { codChtSala: room, txtMensagem })).status).toBe(
        200,
      );
    personal = [
      student.login,
      `Usuário ${student.login}`,
      'Segredo do aluno A1',
      `Usuário ${professor.login}`,
      comentario,
    ];

    await erase(student.id);
    await erase(professor.id);
  });
  afterAll(() => t.close());

  it('answers the erased user as "Dados removidos" in the caller’s language, without its photo', async () => {
    for (const [language, words] of [
      ['en', 'Data removed'],
      ['es', 'Datos eliminados'],
      ['pt-BR', 'Dados removidos'],
    ] as const) {
      const response = await t.call('GET', `/api/bse_usuario/${o.users.alunoA1.id}`, {
        token: o.users.master.token,
        headers: inLanguage(language),
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ nomUsuario: words, cstLogin: words, imgAvatar: null });
    }
  });

  it('ends the erased user’s sessions: its token is refused', async () => {
    const response = await call('GET', `/api/bse_usuario/${o.users.alunoA1.id}`, o.users.alunoA1.token);
    expect(response.status).toBe(401);
  });

  it('counts its grade in the grades report, JSON and CSV, under "Data removed"', async () => {
    const body = { codBseTurma: o.classes.a1 };
    const options = { token: o.users.master.token, body, headers: inLanguage('en') };
    const response = await t.call('POST', '/api/rel_relatorio/filtrarNotas', options);
    const text = await response.text();
    const rows = JSON.parse(text) as GradesReportRow[];
    expect(rows.map((r) => [r.nom_aluno, r.cst_login, Number(r.soma_notas_atividade)])).toEqual([
      ['Data removed', 'Data removed', 7],
    ]);
    const csv = await (await t.call('POST', '/api/rel_relatorio/filtrarNotas/csv', options)).text();
    const [, ...lines] = csvTable(csv);
    expect(lines).toEqual([
      [
        'Escola Alfa',
        'Unidade Alfa Um',
        'Turma A1',
        'Data removed',
        'Data removed',
        'Prova do corpo',
        '7.0',
        '10',
      ],
    ]);
    expect(personal.filter((value) => text.includes(value) || csv.includes(value))).toEqual([]);
  });

  it('keeps the grade history, its erased grader named "Data removed", and so its comment', async () => {
    const response = await t.call(
      'GET',
      `/api/bse_nota/historico?codBseAtividade=${activity}&codBseUsuario=${o.users.alunoA1.id}`,
      { token: o.users.master.token, headers: inLanguage('en') },
    );
    const history = await json<GradeHistoryEntry[]>(response);
    expect(
      history.map((h) => [
        h.tipo,
        h.tipo === 'COMENTARIO' ? h.comentario : h.depois,
        h.codUsuarioAvaliador,
        h.nomUsuarioAvaliador,
      ]),
    ).toEqual([
      ['COMENTARIO', 'Data removed', o.users.professorA1.id, 'Data removed'],
      ['ATRIBUIDA', 7, o.users.professorA1.id, 'Data removed'],
    ]);
  });

  it('keeps its chat messages without their words, and a classmate’s reply with its own', async () => {
    const response = await t.call(
      'GET',
      `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${o.classes.a1 * 2}`,
      {
        token: o.users.alunoA1Spare3.token,
        headers: inLanguage('es'),
      },
    );
    const messages = await json<ChatMessage[]>(response);
    expect(messages.map((m) => m.txtMensagem)).toEqual(['Datos eliminados', 'Resposta de um colega']);
    expect(personal.filter((value) => JSON.stringify(messages).includes(value))).toEqual([]);
  });

  it('lists its sign-ins in the audit console, JSON and CSV, without its login', async () => {
    const options = { token: o.users.master.token, headers: inLanguage('en') };
    const page = await json<{ items: AccessAuditEntry[] }>(
      await t.call('GET', '/api/auditoria/acessos?size=100', options),
    );
    const mine = page.items.filter((a) => a.codBseUsuario === o.users.alunoA1.id);
    expect(mine.map((a) => [a.cstLogin, a.nomUsuario, a.indSucesso])).toEqual([
      ['Data removed', 'Data removed', 'S'],
    ]);
    const csv = await (await t.call('GET', '/api/auditoria/acessos/csv', options)).text();
    expect(csv).toContain('"Data removed"');
    expect(personal.filter((value) => csv.includes(value) || JSON.stringify(page).includes(value))).toEqual(
      [],
    );
  });
});
