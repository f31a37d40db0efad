import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import { mockApi } from '../../test/api';
import { demoClass, demoUnit } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { UserListFilters } from './UserListFilters';
import type { UserFilterValues } from './userListQuery';

const NONE: UserFilterValues = { codBsePerfil: null, codBseUnidade: null, codBseTurma: null, status: null };

function render(viewerProfile: number, filters: Partial<UserFilterValues> = {}) {
  mockApi({
    'GET /bse_unidade': [demoUnit(3, 'Unidade Centro')],
    'GET /bse_turma': [
      demoClass(5, '6º ano A', { codBseUnidade: 3 }),
      demoClass(8, '8º ano N', { codBseUnidade: 4 }),
    ],
  });
  const onChange = vi.fn();
  renderWithProviders(
    <UserListFilters filters={{ ...NONE, ...filters }} onChange={onChange} viewerProfile={viewerProfile} />,
  );
  return { onChange, filters: within(screen.getByRole('group', { name: 'Filtros da lista' })) };
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('UserListFilters', () => {
  it('offers every profile by name, the statuses, and hands over each choice', async () => {
    const { onChange, filters } = render(Profile.Master);
    expect(options(filters.getByLabelText('Perfil'))).toEqual([
      'Todos os perfis',
      'Master',
      'Gestor',
      'Diretor',
      'Coordenador',
      'Professor',
      'Aluno',
      'Assistente',
    ]);
    expect(options(filters.getByLabelText('Situação'))).toEqual([
      'Ativos e desativados',
      'Ativos',
      'Desativados',
    ]);
    await userEvent.selectOptions(filters.getByLabelText('Perfil'), 'Aluno');
    expect(onChange).toHaveBeenLastCalledWith({ codBsePerfil: 6 });
    await userEvent.selectOptions(filters.getByLabelText('Situação'), 'Desativados');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'inactive' });
    await userEvent.selectOptions(
      await filters.findByRole('combobox', { name: 'Unidade' }),
      'Unidade Centro',
    );
    expect(onChange).toHaveBeenLastCalledWith({ codBseUnidade: 3 });
  });

  it('lists the chosen unit’s classes only', async () => {
    const { filters } = render(Profile.Gestor, { codBseUnidade: 3 });
    await screen.findByRole('option', { name: '6º ano A' });
    expect(options(filters.getByLabelText('Turma'))).toEqual(['Todas as turmas', '6º ano A']);
  });
});
