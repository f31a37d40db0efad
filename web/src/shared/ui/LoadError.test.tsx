import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { renderWithProviders } from '../../test/render';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('shows nothing without an error', () => {
    renderWithProviders(<LoadError error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal", () => {
    renderWithProviders(<LoadError error={new ApiError(403, 'generic.forbidden', 'Acesso negado.', [])} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado.');
  });

  it('says the server did not answer when there was no answer', () => {
    renderWithProviders(<LoadError error={new ApiError(0, 'generic.server', 'offline', [])} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado ao enviar dados para o servidor');
  });
});
