import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { expectLoadErrors, renderWithProviders } from '../../test/render';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('shows nothing while nothing failed, then the server’s refusal or a general failure', () => {
    expectLoadErrors(LoadError);
  });

  it("shows the server's refusal", () => {
    renderWithProviders(<LoadError error={new ApiError(403, 'generic.forbidden', 'Acesso negado.', [])} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado.');
  });

  it('says the server did not answer when there was no answer, never the raw "Network failure"', () => {
    renderWithProviders(<LoadError error={new ApiError(0, 'generic.server', 'Network failure', [])} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado ao enviar dados para o servidor');
    expect(alert).not.toHaveTextContent('Network failure');
  });

  it('asks again on "Recarregar"', async () => {
    const retry = vi.fn();
    renderWithProviders(<LoadError error={new TypeError('Failed to fetch')} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
