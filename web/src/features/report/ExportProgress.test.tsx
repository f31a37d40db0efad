import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportExportStatus } from '@school/modules/reporting/contracts';
import { renderWithProviders } from '../../test/render';
import { ExportProgress } from './ExportProgress';

const status = (change: Partial<ReportExportStatus>): ReportExportStatus =>
  ({
    jobId: 'job',
    relatorio: 'filtrarAcessos',
    status: 'running',
    progress: { done: 0, total: 0 },
    rows: null,
    position: null,
    downloadUrl: null,
    failure: null,
    ...change,
  }) as ReportExportStatus;

describe('export progress', () => {
  it('says the file is being prepared, then the rows written of the report’s', () => {
    const { rerender } = renderWithProviders(
      <ExportProgress status={status({ status: 'queued' })} downloading={false} onDownload={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Preparando relatorio.csv…');
    rerender(
      <ExportProgress
        status={status({ progress: { done: 1500, total: 3000 } })}
        downloading={false}
        onDownload={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gerando relatorio.csv: linha 1.500 de 3.000');
    expect(screen.getByRole('progressbar', { name: 'Exportação de relatorio.csv' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.queryByRole('button', { name: 'Baixar relatorio.csv' })).toBeNull();
  });

  it('offers the finished file again', async () => {
    const onDownload = vi.fn();
    renderWithProviders(
      <ExportProgress
        status={status({ status: 'completed', progress: { done: 12, total: 12 }, rows: 12 })}
        downloading={false}
        onDownload={onDownload}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('relatorio.csv pronto. Linhas: 12.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Baixar relatorio.csv' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('says why an export failed', () => {
    renderWithProviders(
      <ExportProgress
        status={status({
          status: 'failed',
          failure: { message: 'Tempo esgotado.' },
        } as Partial<ReportExportStatus>)}
        downloading={false}
        onDownload={vi.fn()}
      />,
    );
    expect(screen.getByText('A exportação falhou')).toBeInTheDocument();
    expect(screen.getByText('Tempo esgotado.')).toBeInTheDocument();
  });
});
