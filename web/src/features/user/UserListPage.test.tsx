import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { demoClass, demoListUser, demoUnit } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { loadFailure } from '../../test/ui';
import { signInAs } from '../../test/session';
import { UserListPage } from './UserListPage';

const item = demoListUser;

const USERS = [
  item(1, 'Master', 1, { cstLogin: 'ADMN-0001', nomEscola: 'Rede de Escolas', nomUnidade: null }),
  item(12, 'Gestor Um', 2, { nomUnidade: null }),
  item(13, 'Diretor Um', 3),
  item(15, 'Ana Souza', 5, {
    turmas: [
      { codBseTurma: 5, nomTurma: '6º ano A' },
      { codBseTurma: 6, nomTurma: '7º ano A' },
    ],
  }),
  item(16, 'Carla Dias', 6, { turmas: [{ codBseTurma: 5, nomTurma: '6º ano A' }], active: false }),
];

let api: ApiMock;

function signIn(profile: number, id = 100) {
  signInAs(profile as Profile, {
    codBseUsuario: id,
    nomUsuario: 'Quem administra',
    nomPerfil: 'x',
    codBseUnidade: 3,
    cstLogin: 'DMMT-0001',
  });
}

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_usuario': (req) => {
      const search = req.query.search ?? '';
      const items = USERS.filter(
        (u) => !search || u.nomUsuario.includes(search) || u.cstLogin.startsWith(search),
      );
      return { items, total: items.length, page: 1, size: 10 };
    },
    'POST /bse_usuario/:id/:action': (req) => ({
      status: 200,
      codBseUsuario: 15,
      active: req.params.action !== 'desativar',
    }),
    'DELETE /bse_usuario/:id': { status: 200, codBseUsuario: 15, active: true },
    'GET /bse_unidade': [demoUnit(3, 'Unidade Centro'), demoUnit(4, 'Unidade Norte')],
    'GET /bse_turma': [
      demoClass(5, '6º ano A', { codBseUnidade: 3 }),
      demoClass(6, '7º ano A', { codBseUnidade: 3 }),
      demoClass(8, '8º ano N', { codBseUnidade: 4 }),
    ],
  });
});

function open(profile: number, id?: number, path = '/usuario/listar') {
  signIn(profile, id);
  const { router } = renderRoutes([{ path: '/usuario/listar', element: <UserListPage /> }], path);
  return Object.assign(userEvent.setup(), { router });
}

const table = () => screen.getByRole('table', { name: 'Lista de usuários' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('users list', () => {
  it.each([
    [1, ['Login', 'Nome', 'Perfil', 'Escola', 'Unidade', 'Situação', 'Ações']],
    [2, ['Login', 'Nome', 'Perfil', 'Unidade', 'Situação', 'Ações']],
    [3, ['Login', 'Nome', 'Perfil', 'Turmas', 'Situação', 'Ações']],
    [4, ['Login', 'Nome', 'Perfil', 'Turmas', 'Situação', 'Ações']],
  ])('shows profile %i its columns', async (profile, columns) => {
    open(profile);
    await screen.findByText('Ana Souza');
    expect(headers()).toEqual(columns);
    if (profile >= 3) expect(row('Ana Souza')).toHaveTextContent('6º ano A, 7º ano A');
  });

  it('gives no action on user 1, nor delete or deactivate on oneself, nor any on profiles not given', async () => {
    open(2, 12);
    await screen.findByText('Ana Souza');
    expect(within(row('Master')).queryAllByRole('button')).toEqual([]);
    // Only the audit console's link to the user's history.
    const links = (name: string) =>
      within(row(name))
        .queryAllByRole('link')
        .map((l) => l.getAttribute('aria-label'));
    expect(links('Master')).toEqual(['Histórico de Master']);
    // A Gestor gives Diretor, Coordenador, Professor and Aluno: not a Gestor (itself included).
    expect(links('Gestor Um')).toEqual(['Histórico de Gestor Um']);
    expect(within(row('Diretor Um')).getByRole('link', { name: 'Alterar Diretor Um' })).toHaveAttribute(
      'href',
      '/usuario/alterar/13',
    );
    expect(within(row('Ana Souza')).getByRole('button', { name: 'Desativar Ana Souza' })).toBeInTheDocument();
    expect(
      within(row('Carla Dias')).getByRole('button', { name: 'Reativar Carla Dias' }),
    ).toBeInTheDocument();
    expect(row('Carla Dias')).toHaveTextContent('Desativado');
  });

  it('keeps a Master from deleting or deactivating itself', async () => {
    open(1, 1);
    await screen.findByText('Ana Souza');
    expect(within(row('Master')).queryAllByRole('button')).toEqual([]);
    expect(within(row('Gestor Um')).getByRole('button', { name: 'Apagar Gestor Um' })).toBeInTheDocument();
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])('shows the bulk creation to profile %i: %s (a link to /usuario/massivo)', async (profile, shown) => {
    open(profile);
    await screen.findByText('Ana Souza');
    const bulk = screen.queryByRole('link', { name: 'Cadastro em massa' });
    expect(screen.queryByRole('button', { name: 'Cadastro em massa' })).not.toBeInTheDocument();
    if (!shown) {
      expect(bulk).not.toBeInTheDocument();
      return;
    }
    expect(bulk).toHaveAttribute('href', '/usuario/massivo');
  });

  it('searches by name or login on the server, and clears the filter', async () => {
    const user = open(1);
    await screen.findByText('Ana Souza');
    const clear = screen.getByRole('button', { name: 'Limpar filtro' });
    expect(clear).toBeDisabled();
    await user.type(screen.getByLabelText('Pesquisar por nome ou login'), 'Ana');
    await waitFor(() =>
      expect(api.calls('GET /bse_usuario').some((c) => c.query.search === 'Ana')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument());
    await user.click(clear);
    expect(screen.getByLabelText('Pesquisar por nome ou login')).toHaveValue('');
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
  });

  it('filters by profile, unit, class and status on the server, keeping the filters in the URL', async () => {
    const user = open(1, undefined, '/usuario/listar?codBsePerfil=6&status=inactive');
    await screen.findByText('Ana Souza');
    const last = () => api.calls('GET /bse_usuario').at(-1)!.query;
    const filters = within(screen.getByRole('group', { name: 'Filtros da lista' }));
    // Read from the URL on arrival (a reload keeps them).
    expect(last()).toMatchObject({ codBsePerfil: '6', status: 'inactive', page: '1' });
    expect(filters.getByLabelText('Perfil')).toHaveValue('6');
    expect(filters.getByLabelText('Situação')).toHaveValue('inactive');

    await user.selectOptions(filters.getByLabelText('Unidade'), 'Unidade Norte');
    await waitFor(() => expect(last()).toMatchObject({ codBseUnidade: '4' }));
    // The class choices are the unit's; another unit clears the class.
    expect(
      within(filters.getByLabelText('Turma'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as turmas', '8º ano N']);
    await user.selectOptions(filters.getByLabelText('Turma'), '8º ano N');
    await waitFor(() => expect(last()).toMatchObject({ codBseTurma: '8' }));
    expect(Object.fromEntries(new URLSearchParams(user.router.state.location.search))).toEqual({
      codBsePerfil: '6',
      codBseUnidade: '4',
      codBseTurma: '8',
      status: 'inactive',
    });
    await user.selectOptions(filters.getByLabelText('Unidade'), 'Unidade Centro');
    await waitFor(() => expect(last()).toMatchObject({ codBseUnidade: '3' }));
    expect(last().codBseTurma).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await waitFor(() => expect(Object.keys(last()).sort()).toEqual(['page', 'size']));
    expect(user.router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Limpar filtro' })).toBeDisabled();
  });

  it('shows a Diretor no unit filter: its unit is its own', async () => {
    open(3);
    await screen.findByText('Ana Souza');
    const filters = within(screen.getByRole('group', { name: 'Filtros da lista' }));
    expect(filters.queryByLabelText('Unidade')).not.toBeInTheDocument();
    expect(filters.getByLabelText('Turma')).toBeInTheDocument();
  });

  it('deactivates after confirmation and shows the new status', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Desativar Ana Souza' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deseja realmente desativar o usuário Ana Souza?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário desativado com sucesso.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/bse_usuario/15/desativar' }]);
  });

  it('deletes after confirmation; a refusal says "Erro ao deletar usuário" with the server’s reason', async () => {
    const user = open(1);
    api.on({
      'DELETE /bse_usuario/:id': refusal(
        409,
        'Existem usuários cadastrados com o usuário',
        'user.hasDependants',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Apagar Gestor Um' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deseja realmente apagar o usuário Gestor Um?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao deletar usuário')).toBeInTheDocument();
    expect(screen.getByText('Existem usuários cadastrados com o usuário')).toBeInTheDocument();

    api.on({ 'DELETE /bse_usuario/:id': { status: 200, codBseUsuario: 15, active: true } });
    await user.click(screen.getByRole('button', { name: 'Apagar Ana Souza' }));
    dialog = await screen.findByRole('dialog', { name: 'Deseja realmente apagar o usuário Ana Souza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário apagado.')).toBeInTheDocument();
    expect(api.writes().at(-1)).toEqual({ method: 'DELETE', url: '/api/bse_usuario/15' });
  });

  it('says why the users did not load, with "Recarregar" and no empty table', async () => {
    api.on({ 'GET /bse_usuario': refusal(403, 'Acesso negado.', 'generic.forbidden') });
    const user = open(1);
    const reload = await loadFailure('Acesso negado.');
    api.on({ 'GET /bse_usuario': { items: USERS, total: USERS.length, page: 1, size: 10 } });
    await user.click(reload);
    expect(await screen.findByRole('table', { name: 'Lista de usuários' })).toBeInTheDocument();
  });
});
