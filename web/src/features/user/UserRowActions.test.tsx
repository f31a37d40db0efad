import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Profile } from '@school/modules/kernel/contracts';
import type { UserListItem } from '@school/modules/identity/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { demoListUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { UserRowActions } from './UserRowActions';

const ANA = demoListUser(15, 'Ana Souza', Profile.Professor, { active: false });

let api: ApiMock;

function render(row: UserListItem, viewer: { profile: Profile; id: number }) {
  signInAs(viewer.profile, {
    codBseUsuario: viewer.id,
    nomUsuario: 'Quem administra',
    nomPerfil: 'x',
    codBseUnidade: 3,
    cstLogin: 'DMMT-0001',
  });
  renderRoutes([{ path: '/', element: <UserRowActions row={row} /> }], '/');
  return userEvent.setup();
}

beforeEach(() => {
  notifications.clean();
  api = mockApi({ 'POST /bse_usuario/:id/reativar': { status: 200, codBseUsuario: 15, active: true } });
});

describe('UserRowActions', () => {
  it('offers edit, reactivate and delete on a user the viewer manages', () => {
    render(ANA, { profile: Profile.Diretor, id: 13 });
    expect(screen.getByRole('link', { name: 'Alterar Ana Souza' })).toHaveAttribute(
      'href',
      '/usuario/alterar/15',
    );
    expect(screen.getByRole('button', { name: 'Reativar Ana Souza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apagar Ana Souza' })).toBeInTheDocument();
  });

  it('offers only edit on oneself', () => {
    render({ ...ANA, codBsePerfil: Profile.Diretor, codBseUsuario: 13 }, { profile: Profile.Gestor, id: 13 });
    expect(screen.getByRole('link', { name: 'Alterar Ana Souza' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers only the history on user 1', () => {
    render({ ...ANA, codBsePerfil: Profile.Master, codBseUsuario: 1 }, { profile: Profile.Master, id: 2 });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Histórico de Ana Souza' })).toHaveAttribute(
      'href',
      '/auditoria?tipo=usuario&id=1&nome=Ana+Souza',
    );
  });

  it('offers only the history on a profile the viewer may not give', () => {
    render({ ...ANA, codBsePerfil: Profile.Gestor }, { profile: Profile.Gestor, id: 13 });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'Histórico de Ana Souza',
    ]);
  });

  it('reactivates after confirmation', async () => {
    const user = render(ANA, { profile: Profile.Diretor, id: 13 });
    await user.click(screen.getByRole('button', { name: 'Reativar Ana Souza' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja realmente reativar o usuário Ana Souza?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário reativado com sucesso.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/bse_usuario/15/reativar' }]);
  });
});
