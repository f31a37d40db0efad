import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkImportStatus } from '@school/modules/identity/contracts';
import { mockApi } from '../../test/api';
import { bulkCompleted, bulkStatus } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { BulkJob } from './BulkJob';

vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule(null));

const JOB = 'c0ffee00-0000-5000-8000-000000000002';
const status = (over: Partial<BulkImportStatus> = {}) =>
  bulkStatus(JOB, { status: 'running', progress: { done: 5, total: 20, created: 5, refused: 0 }, ...over });
const COMPLETED = bulkCompleted(JOB);

let answer: BulkImportStatus;
beforeEach(() => {
  mockApi({ [`GET /bse_usuario/criarUsuariosEmMassa/${JOB}`]: () => answer });
});

describe('BulkJob', () => {
  it('shows a running import with its progress', async () => {
    answer = status();
    renderWithProviders(<BulkJob jobId={JOB} initial={status()} onReset={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Cadastrando…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('5 de 20 registros (25%)')).toBeInTheDocument();
  });

  it('shows a finished import with its result, usuarios.csv and a new import', async () => {
    answer = COMPLETED;
    const reset = vi.fn();
    renderWithProviders(<BulkJob jobId={JOB} initial={COMPLETED} onReset={reset} />);
    expect(await screen.findByRole('button', { name: 'Baixar usuarios.csv' })).toBeInTheDocument();
    expect(
      screen.getByText('Usuários cadastrados com sucesso: 16. Registros incorretos: 4.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo cadastro em massa' }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
