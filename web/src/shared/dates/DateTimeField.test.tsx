import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateTimeField } from './DateTimeField';

describe('DateTimeField', () => {
  it('shows and takes a date and time typed as dd/mm/aaaa hh:mm, and ignores one past 2100', () => {
    const change = vi.fn();
    renderWithProviders(<DateTimeField label="Início" value="2026-03-05T08:30" onChange={change} />);
    const field = screen.getByLabelText('Início');
    expect(field).toHaveValue('05/03/2026 08:30');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    fireEvent.change(field, { target: { value: '12/04/2026 14:05' } });
    expect(change).toHaveBeenLastCalledWith('2026-04-12T14:05');
    change.mockClear();
    fireEvent.change(field, { target: { value: '12/04/2101 14:05' } });
    fireEvent.change(field, { target: { value: '31/02/2026 14:05' } });
    expect(change).not.toHaveBeenCalled();
  });

  it('clears an optional one with a button named after the field', () => {
    const change = vi.fn();
    renderWithProviders(
      <DateTimeField label="Término" clearable value="2026-03-05T08:30" onChange={change} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Término' }));
    expect(change).toHaveBeenCalledWith('');
  });
});
