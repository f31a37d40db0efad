import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  bodyRows,
  choose,
  JOB,
  open,
  pickDay,
  posts,
  selectInput,
  server,
  stubReportServer,
  texts,
} from './reports.testing';

stubReportServer();

describe('access report', () => {
  it('posts the Master’s exact filter and shows the rows, the counter, the chart and the position', async () => {
    const { user } = open('/relatorio/acesso', 1);
    await choose(user, 'Escola', 'Escola Azul');
    await choose(user, 'Unidade', 'Unidade Centro');
    await choose(user, 'Turma', '6º ano A');
    await choose(user, 'Aluno', 'Aluna Bia');
    await pickDay(user, 'Data inicial', 10);
    await pickDay(user, 'Data final', 20);
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
    expect(screen.getByText('Dados até a posição 4711')).toBeInTheDocument();

    // The chart's numbers, summed by class, are in a table too.
    const chart = screen.getByRole('figure', { name: 'Acessos por turma' });
    const sums = within(chart).getByRole('table', { name: 'Acessos por turma' });
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
    expect(posts()[0]!.body).toEqual({
      codBseEscola: 1,
      codBseUnidade: 2,
      codBseTurma: null,
      codBseUsuario: null,
      dataInicio: null,
      dataFim: null,
    });
    expect(server.calls.some((c) => c.url === '/api/bse_escola')).toBe(false);
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
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    await choose(user, 'Escola', 'Escola Azul');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    const progress = await screen.findByRole('region', { name: 'Exportação de relatorio.csv' });
    await waitFor(() => expect(saved).toBe('relatorio.csv'));
    expect(within(progress).getByText('relatorio.csv pronto. Linhas: 12.')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(server.calls.map((c) => c.url)).toContain(`/api/rel_relatorio/exportar/${JOB}/relatorio.csv`);
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/exportar',
        body: {
          relatorio: 'filtrarAcessos',
          codBseEscola: 3,
          codBseUnidade: null,
          codBseTurma: null,
          codBseUsuario: null,
          dataInicio: null,
          dataFim: null,
        },
      }),
    ]);
    expect(posts()[0]!.headers.get('accept-language')).toBe('pt');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('shows the server’s message when the report fails', async () => {
    const { user } = open('/relatorio/acesso', 1);
    server.failing = '/api/rel_relatorio/filtrarAcessos';
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Escola não encontrada.')).toBeInTheDocument();
  });
});

describe.each([
  { page: 'notas', route: 'filtrarNotas', caption: 'Notas por aluno e atividade' },
  { page: 'progresso', route: 'filtrar', caption: 'Capítulos concluídos por aluno' },
  { page: 'avaliacaoTrilha', route: 'filtrarAvaliacaoTrilha', caption: 'Avaliações dos capítulos' },
])('the $page report', ({ page, route, caption }) => {
  it('posts the filter to its route and shows the position', async () => {
    const { user } = open(`/relatorio/${page}`, 1);
    expect(screen.getByText('Escolha o filtro e clique em Confirmar.')).toBeInTheDocument();
    await choose(user, 'Escola', 'Escola Azul');
    await choose(user, 'Unidade', 'Unidade Centro');
    await pickDay(user, 'Data inicial', 10);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(await screen.findByRole('table', { name: caption })).findByText('Aluno 1');
    expect(posts()).toEqual([
      expect.objectContaining({
        url: `/api/rel_relatorio/${route}`,
        body: {
          codBseEscola: 3,
          codBseUnidade: 5,
          codBseTurma: null,
          codBseUsuario: null,
          dataInicio: dayjs().date(10).startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
          dataFim: null,
        },
      }),
    ]);
    expect(screen.getByText('Dados até a posição 4711')).toBeInTheDocument();
  });

  it('exports the filter as a job and saves relatorio.csv', async () => {
    const { user } = open(`/relatorio/${page}`, 4);
    let saved = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download;
    });
    await waitFor(() => expect(selectInput('Unidade')).toHaveValue('Unidade Sede'));
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toBe('relatorio.csv'));
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/rel_relatorio/exportar',
        body: {
          relatorio: route,
          codBseEscola: 1,
          codBseUnidade: 2,
          codBseTurma: null,
          codBseUsuario: null,
          dataInicio: null,
          dataFim: null,
        },
      }),
    ]);
    expect(server.calls.find((c) => c.url.endsWith('/relatorio.csv'))!.headers.get('accept')).toBe(
      'text/csv',
    );
  });

  it('shows the server’s message when the report fails', async () => {
    const { user } = open(`/relatorio/${page}`, 1);
    server.failing = `/api/rel_relatorio/${route}`;
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Escola não encontrada.')).toBeInTheDocument();
  });
});

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
      'Escola',
      'Unidade',
      'Turma',
      'Aluno',
      'Atividade',
      'Nota',
    ]);
    expect(bodyRows(table)[0]).toEqual([
      'Escola Azul',
      'Unidade Centro',
      '6º ano A',
      'Aluno 1',
      'Atividade 1',
      '17,5',
    ]);
    expect(bodyRows(table).map((r) => r[5])).toEqual(['17,5', '1,0', '2,0', '3,5', '8,0']);
    expect(screen.getByText('Mostrando 1 a 5 de 7 registros')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: 'Distribuição das notas' });
    const bands = within(chart).getByRole('table', { name: 'Distribuição das notas' });
    expect(texts(within(bands).getAllByRole('columnheader'))).toEqual(['Faixa de nota', 'Quantidade']);
    expect(bodyRows(bands)).toEqual([
      ['0 a 2', '1'],
      ['2 a 4', '2'],
      ['4 a 6', '0'],
      ['6 a 8', '0'],
      ['8 a 10', '2'],
      ['Acima de 10', '2'],
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
      'Escola',
      'Unidade',
      'Turma',
      'Aluno',
      'Livro',
      'Capítulo',
      'Concluído em',
      'Jogos jogados',
      'Jogos vencidos',
      'Melhor pontuação',
    ]);
    expect(bodyRows(table)[1]).toEqual([
      'Escola Azul',
      'Unidade Centro',
      '6º ano A',
      'Aluno 2',
      'Trilha da Leitura',
      'Capítulo 2',
      '12/03/2025 09:02',
      '2',
      '1',
      '52%',
    ]);
    expect(screen.getByText('Mostrando 1 a 4 de 4 registros')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: 'Conclusões por capítulo' });
    const counts = within(chart).getByRole('table', { name: 'Conclusões por capítulo' });
    expect(texts(within(counts).getAllByRole('columnheader'))).toEqual(['Capítulo', 'Conclusões']);
    expect(bodyRows(counts)).toEqual([
      ['Capítulo 1', '2'],
      ['Capítulo 2', '1'],
      ['Sem capítulo', '1'],
    ]);
  });
});

describe('trail rating report', () => {
  it('shows each answer’s question and score', async () => {
    const table = await runReport(
      '/relatorio/avaliacaoTrilha',
      'Relatório de avaliação da trilha',
      'Avaliações dos capítulos',
    );
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Escola',
      'Unidade',
      'Turma',
      'Aluno',
      'Livro',
      'Capítulo',
      'Pergunta',
      'Nota',
    ]);
    expect(bodyRows(table)).toEqual([
      ['Escola Azul', 'Unidade Centro', '6º ano A', 'Aluno 1', 'Trilha da Leitura', 'Capítulo 1', '1', '5'],
      ['Escola Azul', 'Unidade Centro', '6º ano A', 'Aluno 2', 'Trilha da Leitura', 'Capítulo 1', '2', '3'],
    ]);
    expect(screen.getByText('Mostrando 1 a 2 de 2 registros')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
