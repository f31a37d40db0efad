import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import { renderRoutes } from '../../test/render';
import { UserListToolbar } from './UserListToolbar';

function render(search: string, viewerProfile: number | null) {
  const onSearch = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <UserListToolbar search={search} onSearch={onSearch} viewerProfile={viewerProfile} />,
      },
    ],
    '/',
  );
  return { onSearch, user: userEvent.setup() };
}

describe('UserListToolbar', () => {
  it('passes on what is typed, and clears the filter only when there is one', async () => {
    const { onSearch, user } = render('', Profile.Master);
    expect(screen.getByRole('button', { name: 'Limpar filtro' })).toBeDisabled();
    await user.type(screen.getByLabelText('Pesquisar por nome ou login'), 'A');
    expect(onSearch).toHaveBeenCalledWith('A');
  });

  it('empties the search with "Limpar filtro"', async () => {
    const { onSearch, user } = render('Ana', Profile.Master);
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it.each([
    [Profile.Master, false],
    [Profile.Gestor, false],
    [Profile.Diretor, true],
    [Profile.Coordenador, true],
  ])('links profile %i to bulk creation: %s, and always to "Novo"', (profile, shown) => {
    render('', profile);
    const bulk = screen.queryByRole('link', { name: 'Cadastro em massa' });
    if (shown) expect(bulk).toHaveAttribute('href', '/usuario/massivo');
    else expect(bulk).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Novo/ })).toHaveAttribute('href', '/usuario/novo');
  });
});
