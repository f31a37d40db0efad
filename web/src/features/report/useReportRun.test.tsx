import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_EXPORT_EVENTS, type ReportFilter } from '@school/modules/reporting/contracts';
import { ApiError } from '../../shared/api';
import { type ApiMock, refusal, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { testSocket } from '../../test/socket';
import { choose } from '../../test/ui';
import { datedFileName } from '../../shared/format';
import { LoadError } from '../../shared/ui';
import type { ReportAnswer } from './api';
import { exportStatus, JOB, mockReports, reportFilter, UNIT_FILTER } from './report.testing';
import { useReportRun } from './useReportRun';

vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

let api: ApiMock;
let run: ReturnType<typeof vi.fn<(filter: ReportFilter) => Promise<ReportAnswer<string[]>>>>;
/** The files saved, by name. */
let saved: string[];

beforeEach(() => {
  api = mockReports();
  run = vi.fn(() => Promise.resolve({ data: ['Aluna Bia', 'Aluno Caio'], position: '99' }));
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** A grades report's filter, its export's progress and its answer as a list. */
function Report() {
  const { report, retry, form, exporting } = useReportRun(run, 'filtrarNotas');
  return (
    <>
      {form}
      {exporting}
      <LoadError error={report.error} onRetry={retry} />
      <ul aria-label="Linhas">
        {report.data?.data.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </>
  );
}

/** The report of the Coordenador of unit 2 of school 1. */
function open() {
  signInWithClass(4);
  renderRoutes([{ path: '/relatorio/notas', element: <Report /> }], '/relatorio/notas');
  return userEvent.setup();
}

/** The saved file: the report's name and the day (decision 0073); the job's own file stays relatorio.csv. */
const notas = () => datedFileName('notas');
const progress = () => screen.getByRole('region', { name: 'Exportação de relatorio.csv' });

// The filter form is heavy to render and click through: give it the time a busy machine takes.
describe('useReportRun', { timeout: 10_000 }, () => {
  it('runs the report with the filter on Confirmar', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const rows = screen.getByRole('list', { name: 'Linhas' });
    expect(await within(rows).findByText('Aluna Bia')).toBeInTheDocument();
    expect(run.mock.calls.map(([filter]) => filter)).toEqual([UNIT_FILTER]);
  });

  it('hands a refused run to the page, whose "Recarregar" runs the same filter again', async () => {
    run.mockRejectedValueOnce(new ApiError(404, 'generic.notFound', 'Unidade não encontrada.'));
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unidade não encontrada.');
    // The page's alert only: no notice besides.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    const rows = screen.getByRole('list', { name: 'Linhas' });
    expect(await within(rows).findByText('Aluna Bia')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(run.mock.calls.map(([filter]) => filter)).toEqual([UNIT_FILTER, UNIT_FILTER]);
  });

  it('exports the filter as a job, follows it live and saves relatorio.csv once, then again on Baixar', async () => {
    api.on({ [`GET /rel_relatorio/exportar/${JOB}`]: exportStatus('filtrarNotas', false) });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() =>
      expect(api.bodies('POST /rel_relatorio/exportar')).toEqual([
        { relatorio: 'filtrarNotas', ...UNIT_FILTER },
      ]),
    );
    await within(await screen.findByRole('region', { name: 'Exportação de relatorio.csv' })).findByText(
      'Gerando relatorio.csv: linha 5 de 12',
    );
    expect(screen.getByRole('button', { name: 'Exportar para CSV' })).toBeDisabled();

    act(() => testSocket.push(REPORT_EXPORT_EVENTS.progress, { id: JOB, progress: { done: 9, total: 12 } }));
    expect(await within(progress()).findByText('Gerando relatorio.csv: linha 9 de 12')).toBeInTheDocument();

    api.on({ [`GET /rel_relatorio/exportar/${JOB}`]: exportStatus('filtrarNotas', true) });
    act(() => testSocket.push(REPORT_EXPORT_EVENTS.done, { id: JOB }));
    expect(await within(progress()).findByText('relatorio.csv pronto. Linhas: 12.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([notas()]));
    expect(screen.getByRole('button', { name: 'Exportar para CSV' })).toBeEnabled();

    await user.click(within(progress()).getByRole('button', { name: 'Baixar relatorio.csv' }));
    await waitFor(() => expect(saved).toEqual([notas(), notas()]));
  });

  it('exports the confirmed filter, the table’s, whatever the form was changed to since', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await within(screen.getByRole('list', { name: 'Linhas' })).findByText('Aluna Bia');
    // A class chosen and not confirmed: the table still shows the whole unit.
    await choose(user, 'Turma', '7º ano B');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toEqual([datedFileName('acessos')]));
    expect(api.bodies('POST /rel_relatorio/exportar')).toEqual([
      { relatorio: 'filtrarNotas', ...UNIT_FILTER },
    ]);
    // Confirmed, the class is what the table shows and what the next export sends.
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    const withClass = reportFilter({ codBseEscola: 1, codBseUnidade: 2, codBseTurma: 8 });
    expect(run.mock.calls[1]![0]).toEqual(withClass);
    await within(screen.getByRole('list', { name: 'Linhas' })).findByText('Aluna Bia');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(api.bodies('POST /rel_relatorio/exportar')).toHaveLength(2));
    expect(api.bodies('POST /rel_relatorio/exportar')[1]).toEqual({
      relatorio: 'filtrarNotas',
      ...withClass,
    });
  });

  it('downloads again on a second Exportar of the same filter, which the server answers as the same finished job', async () => {
    api.on({ 'POST /rel_relatorio/exportar': reply(202, exportStatus('filtrarNotas', true)) });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toEqual([notas()]));
    await within(progress()).findByText('relatorio.csv pronto. Linhas: 12.');
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    await waitFor(() => expect(saved).toEqual([notas(), notas()]));
    expect(api.bodies('POST /rel_relatorio/exportar')).toHaveLength(2);
    expect(api.calls('GET /rel_relatorio/exportar/:job/relatorio.csv')).toHaveLength(2);
  });

  it('shows a refused export as a notice, with no progress', async () => {
    api.on({
      'POST /rel_relatorio/exportar': refusal(
        409,
        'Aguarde o fim da exportação em andamento antes de pedir outra.',
        'report.exportRunning',
      ),
    });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Exportar para CSV' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      'Aguarde o fim da exportação em andamento antes de pedir outra.',
    );
    expect(screen.queryByRole('region', { name: 'Exportação de relatorio.csv' })).toBeNull();
    expect(saved).toEqual([]);
  });
});
