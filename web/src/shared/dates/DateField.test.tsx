import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateField } from './DateField';

describe('DateField', () => {
  it('shows the date as DD/MM/YYYY and clears it with a button named after the field', async () => {
    const change = vi.fn();
    renderWithProviders(<DateField label="Até" value={new Date(2026, 2, 5)} onChange={change} />);
    expect(screen.getByRole('button', { name: 'Até' })).toHaveTextContent('05/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar Até' }));
    expect(change).toHaveBeenCalledWith(null);
  });
});
