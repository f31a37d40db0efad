import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@school/modules/assessment';
import type { ClassOverview } from '@school/modules/reporting';
import type { PlayerTrail } from '@school/modules/teaching';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { callAs, json } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import {
  activateForClass,
  authorActivities,
  authorLesson,
  DISCURSIVE_QUESTION,
} from '@school/backend/test/trail.fixture';

/** GET /api/bse_turma/painel/{id}: the class in one place, read within the caller's scope. */
describe('class page API', () => {
  let t: TestApp;
  let o: Organization;
  let link: number;
  let graded: number;
  let waiting: number;
  let unanswered: number;
  const questions = new Map<number, number>();

  const call = callAs(() => t);
  const page = (token: string, id = o.classes.a1) => call('GET', `/api/bse_turma/painel/${id}`, token);

  beforeAll(async () => {
    t = await createTestApp('class-overview');
    o = await buildOrganization(t);
    const master = o.users.master.token;
    const professor = o.users.professorA1.token;
    const student = o.users.alunoA1.token;
    const { chapter, codTrlAula } = await authorLesson(t, master, {
      trail: 'Ciências da Natureza',
      chapter: 'Água',
      lesson: 'O ciclo',
    });
    for (const dscTexto of ['Evapora.', 'Condensa.', 'Chove.', 'Escorre.'])
      await call('POST', '/api/trl_conteudo_texto', master, { codTrlAula, dscTexto });
    link = await activateForClass(t, professor, o.classes.a1, chapter.codTrlLivro);
    const played = await json<PlayerTrail>(
      await call('GET', `/api/plataforma/turma/${o.classes.a1}`, student),
    );
    for (const c of played.capitulos[0]!.aulas[0]!.conteudos.slice(0, 2))
      await call('POST', '/api/plataforma/visto', student, {
        codBseTurma: o.classes.a1,
        codTrlConteudo: c.codTrlConteudo,
      });

    [graded, waiting, unanswered] = (await authorActivities(t, master, chapter, [
      'Prova da água',
      'Tarefa da chuva',
      'Leitura do rio',
    ])) as [number, number, number];
    for (const activity of [graded, waiting, unanswered]) {
      await call('POST', '/api/bse_questao', master, { codBseAtividade: activity, ...DISCURSIVE_QUESTION });
      const [q] = await json<Question[]>(
        await call('GET', `/api/bse_questao?codBseAtividade=${activity}`, master),
      );
      questions.set(activity, q!.codBseQuestao);
    }
    await call('POST', '/api/bse_atividade_turma', professor, {
      codBseTurma: o.classes.a1,
      atividades: [graded, waiting, unanswered],
    });
    const links = await json<{ codBseAtividadeTurma: number }[]>(
      await call('GET', `/api/bse_atividade_turma/all/${o.classes.a1}`, professor),
    );
    for (const l of links)
      await call('PUT', `/api/bse_atividade_turma/${l.codBseAtividadeTurma}`, professor, { indAtivo: 'S' });
    for (const activity of [graded, waiting])
      await call('POST', '/api/bse_questao_resposta', student, [
        {
          codBseAtividade: activity,
          codBseTurma: o.classes.a1,
          codBseQuestao: questions.get(activity),
          resResposta: 'Sim.',
        },
      ]);
    await call('POST', '/api/bse_nota', professor, [
      {
        codBseAtividade: graded,
        codBseQuestao: questions.get(graded),
        codBseUsuario: o.users.alunoA1.id,
        valor: 7.5,
      },
    ]);
  });
  afterAll(() => t.close());

  it('shows each student’s trail progress, where it stands in each activity and its last sign-in', async () => {
    const response = await page(o.users.professorA1.token);
    expect(response.status).toBe(200);
    const overview = await json<ClassOverview>(response);
    expect(overview).toMatchObject({
      codBseTurma: o.classes.a1,
      nomTurma: 'Turma A1',
      trilha: { codTrlLivroTurma: link, dscTitulo: 'Ciências da Natureza' },
      atividades: [
        { codBseAtividade: graded, nomAtividade: 'Prova da água', aCorrigir: 0 },
        { codBseAtividade: waiting, nomAtividade: 'Tarefa da chuva', aCorrigir: 1 },
        { codBseAtividade: unanswered, nomAtividade: 'Leitura do rio', aCorrigir: 0 },
      ],
    });
    const row = overview.alunos.find((a) => a.codBseUsuario === o.users.alunoA1.id)!;
    expect(row).toMatchObject({
      progresso: 50,
      atividades: [
        { codBseAtividade: graded, estado: 'nota', nota: 7.5, maximo: 10 },
        { codBseAtividade: waiting, estado: 'aCorrigir', nota: null },
        { codBseAtividade: unanswered, estado: 'semResposta', nota: null },
      ],
    });
    // Signed in by the fixture: its last sign-in is a moment ago.
    expect(Date.now() - Date.parse(row.ultimoAcesso!)).toBeLessThan(10 * 60_000);
    const other = overview.alunos.find((a) => a.codBseUsuario === o.users.alunoA1Spare4.id)!;
    expect(other).toMatchObject({ progresso: 0 });
    expect(other.atividades.map((a) => a.estado)).toEqual(['semResposta', 'semResposta', 'semResposta']);
    // Only the class's students.
    expect(overview.alunos.map((a) => a.codBseUsuario)).not.toContain(o.users.alunoA2.id);
  });

  it('answers a class without an active trail with no progress', async () => {
    const overview = await json<ClassOverview>(await page(o.users.professorA1.token, o.classes.a1b));
    expect(overview.trilha).toBeNull();
    expect(overview.alunos.every((a) => a.progresso === null)).toBe(true);
  });

  it('reads the class only in the caller’s scope: a Professor of another class and staff elsewhere get 404', async () => {
    for (const token of [
      o.users.diretorA1.token,
      o.users.coordenadorA1.token,
      o.users.gestorA.token,
      o.users.master.token,
    ])
      expect((await page(token)).status).toBe(200);
    for (const token of [o.users.professorB1.token, o.users.diretorB1.token, o.users.coordenadorB1.token])
      expect((await page(token)).status).toBe(404);
    expect((await page(o.users.professorA1.token, o.classes.a2)).status).toBe(404);
    expect((await page(o.users.master.token, 999_999)).status).toBe(404);
    expect((await page(o.users.alunoA1.token)).status).toBe(403);
  });
});
