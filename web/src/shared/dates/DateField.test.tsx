import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
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

  it('offers the days a contract takes: from 1 January 1900 to 31 December 2100, not the day after', async () => {
    const day = (d: string) =>
      screen.findByRole('button', { name: dayjs(d).format('D MMMM YYYY'), hidden: true });
    const { unmount } = renderWithProviders(
      <DateField label="De" value={dayjs('1900-01-01').toDate()} onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'De' }));
    expect(await day('1900-01-01')).toBeEnabled();
    unmount();
    renderWithProviders(<DateField label="Até" value={dayjs('2100-12-31').toDate()} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Até' }));
    expect(await day('2100-12-31')).toBeEnabled();
    expect(await day('2101-01-01')).toBeDisabled();
  });
});
