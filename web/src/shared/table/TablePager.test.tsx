import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TablePager } from './TablePager';

function pager(page: number) {
  const onChange = vi.fn();
  renderWithProviders(<TablePager page={page} size={10} total={95} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('table pager', () => {
  it('says which records are shown and offers five pages around the current one', () => {
    pager(6);
    expect(screen.getByText('Mostrando 51 a 60 de 95 registros')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to a page, to the last one, and back to page 1 with a new page size', async () => {
    const { onChange, user } = pager(6);
    await user.click(screen.getByRole('button', { name: 'Página 8' }));
    expect(onChange).toHaveBeenLastCalledWith(8, 10);
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Registros por página' }), '25');
    expect(onChange).toHaveBeenLastCalledWith(1, 25);
  });
});
