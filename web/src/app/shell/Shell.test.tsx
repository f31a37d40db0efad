import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session';
import { type ApiMock, mockApi, refusal } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { myData, signInAs } from '../../test/session';
import { Shell } from './Shell';

// The top bar's bell listens to the user's socket.
vi.mock('../../shared/realtime', async () => (await import('../../test/socket')).realtimeModule());

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () => myData(),
    'GET /notificacoes': { itens: [], total: 0, naoLidas: 0 },
  });
  signInAs(4, { nomUsuario: 'Ana Lima' });
});

/** The shell around two stand-in pages, Início and Turmas, and the sign-in page outside it. */
function open(path = '/home') {
  const rendered = renderRoutes(
    [
      { path: '/login', element: <p>Acesso</p> },
      {
        element: <Shell />,
        children: [
          { path: '/home', handle: { title: 'routes.home' }, element: <p>Painel do dia</p> },
          { path: '/turma/listar', handle: { title: 'menu.turmas' }, element: <p>Lista de turmas</p> },
        ],
      },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

const ownDataReads = () => api.calls('GET /bse_usuario/getMeusDados/x').length;

describe('Shell', () => {
  it('lays out the page: a skip link, the titled top bar, the menu, the content and the footer', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(document.title).toBe('Início · Plataforma Escolar');
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(within(screen.getByRole('main')).getByText('Painel do dia')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Turmas' })).toHaveAttribute('href', '/turma/listar');
    const footer = screen.getByRole('contentinfo', { name: 'Rodapé' });
    expect(within(footer).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('group', { name: 'Conta' })).toHaveTextContent('Usuário:Ana Lima');
  });

  it('reads the own data on entering and again on every move, and shows what changed', async () => {
    const { user } = open();
    await waitFor(() => expect(ownDataReads()).toBe(1));
    api.on({ 'GET /bse_usuario/getMeusDados/x': () => myData({ nomUsuario: 'Ana Lima Souza' }) });
    await user.click(screen.getByRole('link', { name: 'Turmas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turmas' })).toBeInTheDocument();
    expect(screen.getByText('Lista de turmas')).toBeInTheDocument();
    await waitFor(() => expect(ownDataReads()).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Conta' })).toHaveTextContent('Usuário:Ana Lima Souza'),
    );
  });

  it('signs out on the next move once the server has deactivated the user, saying why', async () => {
    const { router, user } = open();
    await waitFor(() => expect(ownDataReads()).toBe(1));
    api.on({ 'GET /bse_usuario/getMeusDados/x': refusal(410, 'Usuário desativado.', 'login.deactivated') });
    await user.click(screen.getByRole('link', { name: 'Turmas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByText('Usuário desativado.')).toBeInTheDocument();
  });

  it('goes to /login when the session ends', async () => {
    const { router } = open('/turma/listar');
    await screen.findByText('Lista de turmas');
    act(() => sessionStore.end('logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
