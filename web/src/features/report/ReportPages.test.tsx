import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, type ApiMock } from '../../test/api';
import { bodyRows, choose, selectInput, texts, typeDay } from '../../test/ui';
import { JOB, mockReports, open, reportFilter, UNIT_FILTER } from './report.testing';

let api: ApiMock;

beforeEach(() => {
  api = mockReports();
});
const calls = () => api.calls();
/** The report answers the server's refusal. */
const failReport = (route: string) =>
  api.on({ [`POST /rel_relatorio/${route}`]: refusal(404, 'Escola não encontrada.', 'generic.notFound') });

const posts = () => calls().filter((c) => c.method === 'POST');

/**
 * A run that failed: the server's message in the alert, no table saying the filter is empty, and
 * "Recarregar" posting the same report again (decision 0047).
 */
async function expectFailedRun(user: UserEvent, route: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Escola não encontrada.');
  // No table saying the filter has no rows: the alert stands in its place.
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const runs = () => posts().filter((c) => c.url === `/api/rel_relatorio/${route}`);
  expect(runs()).toHaveLength(1);
  await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
  await waitFor(() => expect(runs()).toHaveLength(2));
  expect(runs()[1]!.body).toEqual(runs()[0]!.body);
}

/** Under a report: when its data is from, and the position in the analysts' line. */
function expectDataAsOf() {
  expect(screen.getByText('Dados atualizados até 26/11/2026 21:56:03')).toBeInTheDocument();
  expect(screen.getByText('Posição dos dados 4711')).toBeInTheDocument();
  expect(screen.queryByText(/Dados até a posição/)).toBeNull();
}

/** A chart's numbers, in the table of the same name inside its figure. */
const chartTable = (name: string) =>
  within(screen.getByRole('figure', { name })).getByRole('table', { name });

/** Clicks "Exportar para CSV" and waits for the page to save the file named by its report and day (the link it clicks). */
async function exportCsv(user: UserEvent, name = /^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/) {
  let saved = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = this.download;
  });
  await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
  await waitFor(() => expect(saved).toMatch(name));
}

/** The export job's request: the report's route and its filter, null where the filter is empty. */
const exportRequest = (relatorio: string, filter: { codBseEscola: number; codBseUnidade?: number }) =>
  expect.objectContaining({
    url: '/api/rel_relatorio/exportar',
    body: { relatorio, ...reportFilter(filter) },
  });

describe('reports index', () => {
  it('lists the five kinds and opens the chosen one', async () => {
    const { router, user } = open('/relatorio', 1);
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'quantidade',
      'acesso',
      'notas',
      'progresso',
      'avaliacaoTrilha',
    ]);
    for (const name of ['Quantidade', 'Acesso', 'Notas', 'Progresso da trilha', 'Avaliação da trilha'])
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Quantidade' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Acesso' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio/acesso'));
  });

  it('opens the trail rating report', async () => {
    const { router, user } = open('/relatorio', 2);
    await user.click(await screen.findByRole('radio', { name: 'Avaliação da trilha' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio/avaliacaoTrilha'));
    expect(
      await screen.findByRole('heading', { name: 'Relatório de avaliação da trilha' }),
    ).toBeInTheDocument();
  });
});

// The filter form is heavy to render and click through (four selects, two date pickers): give
// these walks the time a busy machine takes, as useReportRun's tests do.
describe('access report', { timeout: 30_000 }, () => {
  it('posts the Master’s exact filter and shows the rows, the counter, the chart and when its data is from', async () => {
    const { user } = open('/relatorio/acesso', 1);
    await choose(user, 'Escola', 'Escola Azul');
    await choose(user, 'Unidade', 'Unidade Centro');
    await choose(user, 'Turma', '6º ano A');
    await choose(user, 'Aluno', 'Aluna Bia');
    await typeDay(user, 'Data inicial', 10);
    await typeDay(user, 'Data final', 20);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const table = await screen.findByRole('table', { name: 'Acessos por usuário' });
    await within(table).findByText('Aluno 1');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.url).toBe('/api/rel_relatorio/filtrarAcessos');
    expect(posts()[0]!.body).toEqual({
      codBseEscola: 3,
      codBseUnidade: 5,
      codBseTurma: 7,
      codBseUsuario: 30,
      dataInicio: dayjs().date(10).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
      dataFim: dayjs().date(20).endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
    });
    expect(posts()[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Escola', 'Unidade', 'Turma', 'Usuário', 'Acessos']);
    // Five rows per page, with the counter.
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Mostrando 1 a 5 de 7 registros')).toBeInTheDocument();
    expectDataAsOf();

    // The chart's numbers, summed by class, are in a table too.
    const sums = chartTable('Acessos por turma');
    expect(
      within(sums)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['6º ano A5', '6º ano B5', '6º ano C7', 'Em mais de uma turma4']);
  });

  it('counts each sign-in once in the total and the chart, and says so', async () => {
    const { user } = open('/relatorio/acesso', 1);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const chart = await screen.findByRole('figure', { name: 'Acessos por turma' });
    // 3 + 2 + 1 + 4 + 7, and the teacher's 4 once (its rows add up to 25).
    expect(within(chart).getByText('Total de acessos: 21')).toBeInTheDocument();
    expect(
      within(chart).getByText(
        'Cada acesso conta uma vez. Quem está em mais de uma turma aparece em cada uma na tabela, mas no total e no gráfico seus acessos contam uma só vez, em “Em mais de uma turma”.',
      ),
    ).toBeInTheDocument();
    // The table still lists the teacher in its class, with all its sign-ins.
    const table = screen.getByRole('table', { name: 'Acessos por usuário' });
    expect(within(table).getByRole('row', { name: /Aluno 5/ }).textContent).toBe(
      'Escola AzulUnidade Centro6º ano AAluno 54',
    );
  });

  it('fixes the Gestor’s school and sends it', async () => {
    const { user } = open('/relatorio/acesso', 2);
    await waitFor(() => expect(selectInput('Escola')).toHaveValue('Escola Municipal'));
    expect(selectInput('Escola')).toBeDisabled();
    expect(selectInput('Unidade')).toBeEnabled();
    await choose(user, 'Unidade', 'Unidade Sede');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual(UNIT_FILTER);
    expect(calls().some((c) => c.url === '/api/bse_escola')).toBe(false);
  });

  it('fixes the Coordenador’s school and unit', async () => {
    const { user } = open('/relatorio/acesso', 4);
    await waitFor(() => expect(selectInput('Unidade')).toHaveValue('Unidade Sede'));
    expect(selectInput('Escola')).toHaveValue('Escola Municipal');
    expect(selectInput('Escola')).toBeDisabled();
    expect(selectInput('Unidade')).toBeDisabled();
    await choose(user, 'Turma', '7º ano B');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ codBseEscola: 1, codBseUnidade: 2, codBseTurma: 8 });
  });

  it('clears the unit, class and student when the school changes', async () => {
    const { user } = open('/relatorio/acesso', 1);
    await choose(user, 'Escola', 'Escola Azul');
    await choose(user, 'Unidade', 'Unidade Centro');
    await choose(user, 'Turma', '6º ano A');
    await choose(user, 'Escola', 'Escola Verde');
    expect(selectInput('Unidade')).toHaveValue('');
    expect(selectInput('Turma')).toHaveValue('');
    await user.click(selectInput('Unidade'));
    expect(await screen.findByRole('option', { name: 'Unidade Norte', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Unidade Centro', hidden: true })).toBeNull();
  });

  it('exports the filter as a job, follows its progress and saves relatorio.csv when it is ready', async () => {
    const { user } = open('/relatorio/acesso', 1);
    await choose(user, 'Escola', 'Escola Azul');
    await exportCsv(user);
    const progress = screen.getByRole('region', { name: 'Exportação de relatorio.csv' });
    expect(within(progress).getByText('relatorio.csv pronto. Linhas: 12.')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(calls().map((c) => c.url)).toContain(`/api/rel_relatorio/exportar/${JOB}/relatorio.csv`);
    expect(posts()).toEqual([exportRequest('filtrarAcessos', { codBseEscola: 3 })]);
    expect(posts()[0]!.headers.get('accept-language')).toBe('pt');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('shows the server’s message in the alert with "Recarregar" in place of the table when the report fails', async () => {
    const { user } = open('/relatorio/acesso', 1);
    failReport('filtrarAcessos');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expectFailedRun(user, 'filtrarAcessos');
  });
});

describe('quantity report', () => {
  const headers = () =>
    within(screen.getByRole('table', { name: 'Totais' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  it('shows the Master the network’s totals and lists the named students', async () => {
    const { user } = open('/relatorio/quantidade', 1);
    const totals = screen.getByRole('table', { name: 'Totais' });
    await within(totals).findByText('812');
    expect(calls().some((c) => c.method === 'GET' && c.url === '/api/rel_relatorio/quantidade')).toBe(true);
    expect(headers()).toEqual(['Escolas', 'Unidades', 'Turmas', 'Alunos']);
    expectDataAsOf();

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const names = screen.getByRole('table', { name: 'Alunos do filtro' });
    await within(names).findByText('Aluno Caio');
    expect(
      within(names)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Escola', 'Unidade', 'Turma', 'Aluno']);
    expect(posts().map((c) => c.url)).toEqual(['/api/rel_relatorio/filtrarQuantidadeNames']);
    expect(screen.getByText('Mostrando 1 a 1 de 1 registros')).toBeInTheDocument();
  });

  it('shows the Gestor its school’s totals without the schools column', async () => {
    open('/relatorio/quantidade', 2);
    await within(screen.getByRole('table', { name: 'Totais' })).findByText('812');
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/filtrarQuantidadeGestor',
        body: { codBseEscola: 1 },
      }),
    ]);
    expect(headers()).toEqual(['Unidades', 'Turmas', 'Alunos']);
  });

  it('shows the Coordenador its unit’s totals with classes and students only', async () => {
    const { user } = open('/relatorio/quantidade', 4);
    await within(screen.getByRole('table', { name: 'Totais' })).findByText('812');
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/filtrarQuantidadeDiretor',
        body: { codBseEscola: 1, codBseUnidade: 2, codBseTurma: null },
      }),
    ]);
    expect(headers()).toEqual(['Turmas', 'Alunos']);

    await exportCsv(user);
    expect(posts().map((c) => c.body)).toContainEqual(
      expect.objectContaining({ relatorio: 'filtrarQuantidadeNames' }),
    );
  });
});

describe.each([
  { page: 'notas', route: 'filtrarNotas', caption: 'Notas por aluno e atividade' },
  { page: 'progresso', route: 'filtrar', caption: 'Capítulos concluídos por aluno' },
  { page: 'avaliacaoTrilha', route: 'filtrarAvaliacaoTrilha', caption: 'Avaliações dos capítulos' },
])('the $page report', { timeout: 10_000 }, ({ page, route, caption }) => {
  it('posts the filter to its route and shows when its data is from', async () => {
    const { user } = open(`/relatorio/${page}`, 1);
    expect(screen.getByText('Escolha o filtro e clique em Confirmar.')).toBeInTheDocument();
    await choose(user, 'Escola', 'Escola Azul');
    await choose(user, 'Unidade', 'Unidade Centro');
    await typeDay(user, 'Data inicial', 10);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(await screen.findByRole('table', { name: caption })).findByText('Aluno 1');
    // (The rating report also asks for its averages beside the rows.)
    expect(posts().filter((c) => !c.url.endsWith('/medias'))).toEqual([
      expect.objectContaining({
        url: `/api/rel_relatorio/${route}`,
        body: reportFilter({
          codBseEscola: 3,
          codBseUnidade: 5,
          dataInicio: dayjs().date(10).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
        }),
      }),
    ]);
    expectDataAsOf();
  });

  it('exports the filter as a job and saves relatorio.csv', async () => {
    const { user } = open(`/relatorio/${page}`, 4);
    await waitFor(() => expect(selectInput('Unidade')).toHaveValue('Unidade Sede'));
    await exportCsv(user);
    expect(posts()).toEqual([exportRequest(route, { codBseEscola: 1, codBseUnidade: 2 })]);
    expect(
      calls()
        .find((c) => c.url.endsWith('/relatorio.csv'))!
        .headers.get('accept'),
    ).toBe('text/csv');
  });

  it('shows the server’s message in the alert with "Recarregar" in place of the table when the report fails', async () => {
    const { user } = open(`/relatorio/${page}`, 1);
    failReport(route);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expectFailedRun(user, route);
  });
});

/** The first columns of the grades, progress and rating reports: where the student is. */
const STUDENT_COLUMNS = ['Escola', 'Unidade', 'Turma', 'Aluno'];
/** Where `place(n)` puts every student, as those reports' rows start. */
const PLACE = ['Escola Azul', 'Unidade Centro', '6º ano A'];

/** Opens a report as a Master and runs it with the empty filter: its table, once filled. */
async function runReport(path: string, heading: string, caption: string) {
  const { user } = open(path, 1);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  const table = await screen.findByRole('table', { name: caption });
  await within(table).findByText('Aluno 1');
  return table;
}

describe('grades report', () => {
  it('shows the grades with a comma, the counter and the grades counted by band', async () => {
    const table = await runReport('/relatorio/notas', 'Relatório de notas', 'Notas por aluno e atividade');
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      ...STUDENT_COLUMNS,
      'Atividade',
      'Nota',
    ]);
    expect(bodyRows(table)[0]).toEqual([...PLACE, 'Aluno 1', 'Atividade 1', '17,5 de 20']);
    expect(bodyRows(table).map((r) => r[5])).toEqual([
      '17,5 de 20',
      '1,0 de 20',
      '2,0 de 20',
      '3,5 de 20',
      '8,0 de 20',
    ]);
    expect(screen.getByText('Mostrando 1 a 5 de 7 registros')).toBeInTheDocument();

    const bands = chartTable('Distribuição das notas');
    expect(texts(within(bands).getAllByRole('columnheader'))).toEqual(['Faixa da nota máxima', 'Quantidade']);
    // Shares of each grade's maximum (20): none above it.
    expect(bodyRows(bands)).toEqual([
      ['0 a 20%', '3'],
      ['20 a 40%', '0'],
      ['40 a 60%', '3'],
      ['60 a 80%', '0'],
      ['80 a 100%', '1'],
      ['Acima da nota máxima', '0'],
    ]);
  });
});

describe('progress report', () => {
  it('shows the completions with their date and time and their games, and counts them per chapter', async () => {
    const table = await runReport(
      '/relatorio/progresso',
      'Relatório de progresso da trilha',
      'Capítulos concluídos por aluno',
    );
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      ...STUDENT_COLUMNS,
      'Livro',
      'Capítulo',
      'Concluído em',
      'Jogos jogados',
      'Jogos vencidos',
      'Melhor pontuação',
    ]);
    expect(bodyRows(table)[1]).toEqual([
      ...PLACE,
      'Aluno 2',
      'Trilha da Leitura',
      'Capítulo 2',
      '12/03/2025 09:02',
      '2',
      '1',
      '52%',
    ]);
    expect(screen.getByText('Mostrando 1 a 4 de 4 registros')).toBeInTheDocument();

    const counts = chartTable('Conclusões por capítulo');
    expect(texts(within(counts).getAllByRole('columnheader'))).toEqual(['Capítulo', 'Conclusões']);
    expect(bodyRows(counts)).toEqual([
      ['Capítulo 1', '2'],
      ['Capítulo 2', '1'],
      ['Sem capítulo', '1'],
    ]);
  });
});

describe('trail rating report', () => {
  it('names each answer’s question (not its code) beside its score', async () => {
    const table = await runReport(
      '/relatorio/avaliacaoTrilha',
      'Relatório de avaliação da trilha',
      'Avaliações dos capítulos',
    );
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      ...STUDENT_COLUMNS,
      'Livro',
      'Capítulo',
      'Pergunta',
      'Nota',
    ]);
    expect(bodyRows(table)).toEqual([
      [...PLACE, 'Aluno 1', 'Trilha da Leitura', 'Capítulo 1', 'Quanto você gostou deste capítulo?', '5'],
      [...PLACE, 'Aluno 2', 'Trilha da Leitura', 'Capítulo 1', 'Quanto você aprendeu com ele?', '3'],
    ]);
    expect(screen.getByText('Mostrando 1 a 2 de 2 registros')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('gives the average per chapter and per question beside its rows, for the confirmed filter', async () => {
    await runReport(
      '/relatorio/avaliacaoTrilha',
      'Relatório de avaliação da trilha',
      'Avaliações dos capítulos',
    );
    const perChapter = await screen.findByRole('table', { name: 'Média por capítulo' });
    expect(bodyRows(perChapter)).toEqual([['Trilha da Leitura · Capítulo 1', '4,0', '2']]);
    expect(bodyRows(screen.getByRole('table', { name: 'Média por pergunta' }))).toEqual([
      ['Quanto você gostou deste capítulo?', '5,0', '1'],
      ['Quanto você aprendeu com ele?', '3,0', '1'],
    ]);
    expect(api.bodies('POST /api/rel_relatorio/filtrarAvaliacaoTrilha/medias')).toHaveLength(1);
  });
});
