import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkImportStatus } from '@school/modules/identity/contracts';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BulkJob } from './BulkJob';

vi.mock('../../shared/realtime', async () => ({
  ...(await vi.importActual('../../shared/realtime/listen')),
  userSocket: () => null,
  closeUserSocket: () => undefined,
}));

const JOB = 'c0ffee00-0000-5000-8000-000000000002';
const status = (over: Partial<BulkImportStatus> = {}): BulkImportStatus => ({
  jobId: JOB,
  status: 'running',
  codBseTurma: 5,
  rows: 20,
  progress: { done: 5, total: 20, created: 5, refused: 0 },
  result: null,
  failure: null,
  ...over,
});
const COMPLETED = status({
  status: 'completed',
  progress: { done: 20, total: 20, created: 16, refused: 4 },
  result: {
    jobId: JOB,
    total: 20,
    created: 16,
    refused: 4,
    invalid: 4,
    conflicting: 0,
    notAllowed: 0,
    message: 'Usuários cadastrados com sucesso: 16. Registros incorretos: 4.',
    outcome: 'partial',
    resultUrl: `/api/bse_usuario/criarUsuariosEmMassa/${JOB}/usuarios.csv`,
  },
});

let answer: BulkImportStatus;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, answer)),
  );
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
