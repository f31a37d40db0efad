import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportFilter } from '@school/modules/reporting/contracts';
import { setLanguage } from '../../i18n';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { bodyRows, texts } from '../../test/ui';
import type { ReportAnswer } from './api';
import { mockReports, UNIT_FILTER } from './report.testing';
import { type RowReport, RowReportPage } from './RowReportPage';

interface Row {
  student: string;
  grade: number;
}

const ROWS: Row[] = [
  { student: 'Aluna Bia', grade: 7.5 },
  { student: 'Aluno Caio', grade: 9 },
];

let run: ReturnType<typeof vi.fn<(filter: ReportFilter) => Promise<ReportAnswer<Row[]>>>>;

/** A grades report of two columns, its chart counting the rows it is given. */
const report = (change: Partial<RowReport<Row>> = {}): RowReport<Row> => ({
  title: 'gradesTitle',
  caption: 'gradesCaption',
  run,
  route: 'filtrarNotas',
  columns: (tr, language) => [
    { key: 'student', header: tr('student'), value: (r) => r.student },
    { key: 'grade', header: tr('grade'), value: (r) => r.grade.toLocaleString(language) },
  ],
  chart: ({ rows }) => <figure aria-label="Notas no gráfico">{rows.length} notas</figure>,
  ...change,
});

beforeEach(() => {
  mockReports();
  run = vi.fn(() => Promise.resolve({ data: ROWS, position: '99' }));
});

/** The report's page for the Coordenador of unit 2 of school 1; answers its user. */
function open(spec = report()) {
  signInWithClass(4);
  renderRoutes([{ path: '/relatorio/notas', element: <RowReportPage report={spec} /> }], '/relatorio/notas');
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Notas por aluno e atividade' });

// The filter form is heavy to render and click through: give it the time a busy machine takes.
describe('RowReportPage', { timeout: 10_000 }, () => {
  it('says how to run the report, and shows no chart before', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Relatório de notas' })).toBeInTheDocument();
    expect(screen.getByText('Escolha o filtro e clique em Confirmar.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('runs the filter on Confirmar and shows the rows, their position and the chart beside', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(table()).findByText('Aluna Bia');
    expect(run.mock.calls.map(([filter]) => filter)).toEqual([UNIT_FILTER]);
    expect(texts(within(table()).getAllByRole('columnheader'))).toEqual(['Aluno', 'Nota']);
    expect(bodyRows(table())).toEqual([
      ['Aluna Bia', '7,5'],
      ['Aluno Caio', '9'],
    ]);
    expect(screen.getByText('Posição dos dados 99')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Notas no gráfico' })).toHaveTextContent('2 notas');
  });

  it('says the filter has no rows, without a chart', async () => {
    run.mockResolvedValue({ data: [], position: '99' });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await within(table()).findByText('Nenhum registro no filtro.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows the table alone for a report without a chart', async () => {
    const user = open(report({ chart: undefined }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(table()).findByText('Aluna Bia');
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('writes the columns in the interface language', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(table()).findByText('Aluna Bia');
    await setLanguage('en');
    const english = await screen.findByRole('table', { name: 'Grades per student and activity' });
    await waitFor(() => expect(bodyRows(english)[0]).toEqual(['Aluna Bia', '7.5']));
    expect(texts(within(english).getAllByRole('columnheader'))).toEqual(['Student', 'Grade']);
  });
});
