import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserClass } from '@school/modules/organization';
import {
  gradeBand,
  type GradesReportRow,
  type ProgressReportRow,
  type RatingAverages,
  type RatingReportRow,
} from '@school/modules/reporting';
import type { PlayerTrail } from '@school/modules/teaching';
import type { StudentAnswers } from '@school/modules/assessment';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { csvTable, json } from '@school/backend/test/api';
import { lostRound } from '@school/backend/test/game-rounds';
import { seedDemo } from '@school/backend/cli/demo-seed';
import { DEMO_PASSWORD } from '@school/backend/cli/demo-data';

/**
 * The grades, progress and trail-rating reports on the demo network: the graded activities of
 * 6º ano A, and a chapter its student plays to the end and rates here.
 */
describe('grades, progress and trail rating reports', () => {
  let t: TestApp;
  let master: string;
  let sixthA: number;
  let games = 0;

  const report = async <T>(path: string, token: string, body: unknown = {}) => {
    const response = await t.call('POST', `/api/rel_relatorio/${path}`, { token, body });
    expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
    return json<T[]>(response);
  };

  beforeAll(async () => {
    t = await createTestApp('learning_reports');
    await seedDemo(t.app);
    master = await t.signIn('DMMT-0001', DEMO_PASSWORD);
    const student = await t.signIn('DMMT-0006', DEMO_PASSWORD);
    const [mine] = await json<UserClass[]>(
      await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', { token: student }),
    );
    sixthA = mine!.codBseTurma;
    // The student sees every content of the trail's first chapter, plays a round of each game
    // (a chapter is complete only then), then rates it.
    const trail = await json<PlayerTrail>(
      await t.call('GET', `/api/plataforma/turma/${sixthA}`, { token: student }),
    );
    const chapter = trail.capitulos[0]!;
    for (const lesson of chapter.aulas)
      for (const content of lesson.conteudos) {
        expect(
          (
            await t.call('POST', '/api/plataforma/visto', {
              token: student,
              body: { codBseTurma: sixthA, codTrlConteudo: content.codTrlConteudo },
            })
          ).status,
        ).toBe(200);
        if (content.codTrlTipoConteudo === 3) {
          games += 1;
          expect((await lostRound(t, student, sixthA, content.codTrlConteudo)).status).toBe(200);
        }
      }
    const rated = await t.call('POST', '/api/plataforma/avaliacao', {
      token: student,
      body: {
        codBseTurma: sixthA,
        codTrlCapitulo: chapter.codTrlCapitulo,
        avaliacoes: [1, 2, 3].map((codAvaliacao) => ({ codAvaliacao, numAvaliacao: codAvaliacao + 2 })),
      },
    });
    expect(rated.status).toBe(200);
  });
  afterAll(() => t?.close());

  it('gives each student’s grade per activity, the sum of its questions', async () => {
    const rows = await report<GradesReportRow>('filtrarNotas', master, { codBseTurma: sixthA });
    expect(
      rows
        .filter((r) => r.nom_atividade === 'Avaliação: o corpo humano')
        .map((r) => [r.cst_login, r.soma_notas_atividade])
        .sort(),
    ).toEqual([
      ['DMCE-0002', 5],
      ['DMMT-0006', 18.5],
    ]);
    expect(rows.every((r) => r.nom_turma === '6º ano A')).toBe(true);
    const gestor = await t.signIn('DMMT-0002', DEMO_PASSWORD);
    expect((await report<GradesReportRow>('filtrarNotas', gestor)).length).toBe(rows.length);
    const future = await report<GradesReportRow>('filtrarNotas', master, {
      dataInicio: '2099-01-01T00:00:00Z',
    });
    expect(future).toEqual([]);
  });

  it('gives each grade its maximum: a class whose activities total 20 has no one above it, its bands shares of it', async () => {
    const rows = await report<GradesReportRow>('filtrarNotas', master, { codBseTurma: sixthA });
    const body = rows.filter((r) => r.nom_atividade === 'Avaliação: o corpo humano');
    // Two questions of 0 to 10: 20 at most, as the grades were given.
    expect(body.map((r) => [r.cst_login, r.soma_notas_atividade, r.maximo_notas_atividade]).sort()).toEqual([
      ['DMCE-0002', 5, 20],
      ['DMMT-0006', 18.5, 20],
    ]);
    expect(rows.every((r) => r.soma_notas_atividade <= r.maximo_notas_atividade)).toBe(true);
    // 18.5 of 20 is 92.5 %: the top band (80 to 100 %), never "above the maximum" (band 5).
    expect(body.map((r) => gradeBand(r.soma_notas_atividade, r.maximo_notas_atividade)).sort()).toEqual([
      1, 4,
    ]);
    expect(rows.some((r) => gradeBand(r.soma_notas_atividade, r.maximo_notas_atividade) === 5)).toBe(false);
  });

  it('writes relatorio.csv’s numbers, times and rating questions as a spreadsheet of the caller’s language reads them (pt, en, es)', async () => {
    const [completion] = (await report<ProgressReportRow>('filtrar', master, { codBseTurma: sixthA })).filter(
      (r) => r.cst_login === 'DMMT-0006',
    );
    // São Paulo keeps UTC-3 all year: the screen's time of the completion.
    const local = new Date(Date.parse(completion!.dat_conclusao) - 3 * 3600_000).toISOString();
    const [day, month, year, time] = [
      local.slice(8, 10),
      local.slice(5, 7),
      local.slice(0, 4),
      local.slice(11, 16),
    ];
    const languages = [
      [
        'pt',
        '18,5',
        `${day}/${month}/${year} ${time}`,
        'Quanto você gostou deste capítulo?',
        'Quanto você aprendeu com ele?',
      ],
      [
        'en',
        '18.5',
        `${month}/${day}/${year} ${time}`,
        'How much did you like this chapter?',
        'How much did you learn from it?',
      ],
      [
        'es',
        '18,5',
        `${day}/${month}/${year} ${time}`,
        '¿Cuánto le gustó este capítulo?',
        '¿Cuánto aprendió con él?',
      ],
    ] as const;
    for (const [language, grade, completedAt, liked, learned] of languages) {
      const csv = async (route: string) => {
        const response = await t.call('POST', `/api/rel_relatorio/${route}/csv`, {
          token: master,
          body: { codBseTurma: sixthA },
          headers: { 'accept-language': language },
        });
        expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
        const [header, ...rows] = csvTable(await response.text());
        // Only the table: every record after the header is a student's row.
        expect(rows.every((r) => r.length === header!.length && r.some((c) => c.startsWith('DM')))).toBe(
          true,
        );
        return rows.filter((r) => r.includes('DMMT-0006'));
      };
      const grades = await csv('filtrarNotas');
      // The grade and its maximum in two columns.
      expect(grades.find((r) => r.includes('Avaliação: o corpo humano'))!.slice(-2)).toEqual([grade, '20']);
      const progress = await csv('filtrar');
      expect(progress.map((r) => r.slice(-4))).toEqual([[completedAt, String(games), '0', '0']]);
      const ratings = await csv('filtrarAvaliacaoTrilha');
      expect(ratings.map((r) => r.slice(-2)).slice(0, 2)).toEqual([
        [liked, '3'],
        [learned, '4'],
      ]);
    }
  });

  it('adds up only the grades given in the period when an activity was graded at two times', async () => {
    const activity = 'Avaliação: o corpo humano';
    const ids = await sql<{ atividade: number; aluno: number }>`
      select (select cod_bse_atividade from activities where nom_atividade = ${activity}) as atividade,
             (select cod_bse_usuario from user_directory where cst_login = 'DMMT-0006') as aluno`.execute(
      t.db,
    );
    const { atividade, aluno } = ids.rows[0]!;
    const teacher = await t.signIn('DMMT-0005', DEMO_PASSWORD);
    const sheet = await json<StudentAnswers>(
      await t.call(
        'GET',
        `/api/bse_questao_resposta/respostas/${atividade}?codTurma=${sixthA}&codUsuario=${aluno}`,
        { token: teacher },
      ),
    );
    const first = sheet.questoes[0]!;
    const since = new Date(Date.now() + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await t.call(
      'PUT',
      `/api/bse_nota/updateMany/${sheet.questoes.map((q) => q.codBseNota).join(',')}`,
      {
        token: teacher,
        body: {
          valores: sheet.questoes.map((q) => (q === first ? 0.5 : q.valor)),
          versao: sheet.versao,
          motivo: 'Revisão',
        },
      },
    );
    expect([changed.status, await changed.text()]).toEqual([200, '1']);
    const sum = async (body: object) =>
      (await report<GradesReportRow>('filtrarNotas', master, { codBseTurma: sixthA, ...body })).find(
        (r) => r.cst_login === 'DMMT-0006' && r.nom_atividade === activity,
      )?.soma_notas_atividade;
    const rest = 18.5 - first.valor!;
    expect(await sum({})).toBe(rest + 0.5);
    expect(await sum({ dataInicio: since })).toBe(0.5);
    expect(await sum({ dataFim: since })).toBe(rest);
    expect(await sum({ dataInicio: '2000-01-01T00:00:00Z', dataFim: '2099-01-01T00:00:00Z' })).toBe(
      rest + 0.5,
    );
  });

  it('lists the chapters a student completed, and every answer of its rating', async () => {
    // The demo's DMCE-0002 completed and rated the first chapter too.
    const all = await report<ProgressReportRow>('filtrar', master, { codBseTurma: sixthA });
    expect(all.map((r) => [r.cst_login, r.nom_livro]).sort()).toEqual([
      ['DMCE-0002', 'Ciências da Natureza'],
      ['DMMT-0006', 'Ciências da Natureza'],
    ]);
    const progress = all.filter((r) => r.cst_login === 'DMMT-0006');
    expect(Date.parse(progress[0]!.dat_conclusao)).toBeGreaterThan(Date.now() - 600_000);
    // Each completed chapter says the student's games of it: every one played, none won here.
    expect(games).toBeGreaterThan(0);
    expect(progress[0]).toMatchObject({ jogos_jogados: games, jogos_vencidos: 0, melhor_pontuacao: 0 });
    const csv = await (
      await t.call('POST', '/api/rel_relatorio/filtrar/csv', { token: master, body: { codBseTurma: sixthA } })
    ).text();
    expect(csv.split('\r\n').find((l) => l.includes('DMMT-0006'))).toMatch(
      new RegExp(`;"${games}";"0";"0"$`),
    );
    const ratings = await report<RatingReportRow>('filtrarAvaliacaoTrilha', master, { codBseTurma: sixthA });
    const rating = ratings.filter((r) => r.cst_login === 'DMMT-0006');
    expect(rating.map((r) => [r.cod_avaliacao, r.num_avaliacao])).toEqual([
      [1, 3],
      [2, 4],
      [3, 5],
    ]);
    expect(rating[0]!.nom_capitulo).toBe(progress[0]!.nom_capitulo);
    // Beside the rows, their averages: per chapter and per question, each with its count.
    const averages = await json<RatingAverages>(
      await t.call('POST', '/api/rel_relatorio/filtrarAvaliacaoTrilha/medias', {
        token: master,
        body: { codBseTurma: sixthA },
      }),
    );
    const mean = (rows: RatingReportRow[]) =>
      Math.round((10 * rows.reduce((sum, r) => sum + r.num_avaliacao, 0)) / rows.length) / 10;
    const asked = [...new Set(ratings.map((r) => r.cod_avaliacao))].sort((a, b) => a - b);
    expect(averages.perguntas).toEqual(
      asked.map((q) => {
        const rows = ratings.filter((r) => r.cod_avaliacao === q);
        return { cod_avaliacao: q, media: mean(rows), respostas: rows.length };
      }),
    );
    const chapter = ratings.filter((r) => r.nom_capitulo === rating[0]!.nom_capitulo);
    expect(averages.capitulos).toContainEqual({
      nom_livro: rating[0]!.nom_livro,
      nom_capitulo: rating[0]!.nom_capitulo,
      media: mean(chapter),
      respostas: chapter.length,
    });
    // Only DMMT-0006's: its three answers.
    const student = (
      await sql<{
        id: number;
      }>`select cod_bse_usuario as id from user_directory where cst_login = 'DMMT-0006'`.execute(t.db)
    ).rows[0]!.id;
    const own = await json<RatingAverages>(
      await t.call('POST', '/api/rel_relatorio/filtrarAvaliacaoTrilha/medias', {
        token: master,
        body: { codBseTurma: sixthA, codBseUsuario: student },
      }),
    );
    expect(own.capitulos).toEqual([expect.objectContaining({ media: 4, respostas: 3 })]);
    expect(own.perguntas.map((p) => p.media)).toEqual([3, 4, 5]);
    // A teacher has no reports, not even of its own class.
    const teacher = await t.signIn('DMMT-0005', DEMO_PASSWORD);
    expect((await t.call('POST', '/api/rel_relatorio/filtrar', { token: teacher, body: {} })).status).toBe(
      403,
    );
  });

  it('exports each of them as relatorio.csv with its own columns', async () => {
    for (const [path, header] of [
      ['filtrarNotas/csv', '"Escola";"Unidade";"Turma";"Aluno";"Matrícula";"Atividade";"Nota";"Nota máxima"'],
      [
        'filtrar/csv',
        '"Escola";"Unidade";"Turma";"Aluno";"Matrícula";"Livro";"Capítulo";"Concluído em";"Jogos jogados";' +
          '"Jogos vencidos";"Melhor pontuação (%)"',
      ],
      [
        'filtrarAvaliacaoTrilha/csv',
        '"Escola";"Unidade";"Turma";"Aluno";"Matrícula";"Livro";"Capítulo";"Pergunta";"Nota"',
      ],
    ] as const) {
      const response = await t.call('POST', `/api/rel_relatorio/${path}`, {
        token: master,
        body: { codBseTurma: sixthA },
      });
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines.length).toBeGreaterThan(3);
      // The position is the header's, never a row of the table.
      expect(response.headers.get('x-read-model-position')).toMatch(/.+/);
      expect(lines.some((l) => l.includes('X-Read-Model-Position'))).toBe(false);
    }
  });
});
