import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormError } from './FormError';

describe('FormError', () => {
  it('shows the rule’s message, and nothing when every rule holds', () => {
    const { rerender } = renderWithProviders(<FormError code={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError code="generic.server" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado ao enviar dados para o servidor');
  });
});
