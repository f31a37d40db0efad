import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { sessionStore } from '../shared/session';
import { mockApi, refusal, reply, type ApiMock, type Reply } from '../test/api';
import { renderRoutes } from '../test/render';
import { demoUser, myData } from '../test/session';
import { routes } from './router';

const user = (profile: number) =>
  demoUser(profile as Profile, {
    codBseUsuario: 10 + profile,
    nomUsuario: `Usuário ${profile}`,
    nomPerfil: 'Perfil',
    codBseEscola: 2,
    codBseUnidade: null,
    codBseTurma: profile === 6 ? 4 : null,
    nomTurma: profile === 6 ? 'Turma A' : null,
  });

let api: ApiMock;

beforeEach(() => {
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () => myData({ nomEscola: 'Escola' }),
    'POST /auth/logout': { ok: true, everywhere: false },
    // The screens behind the routes are not what these tests look at.
    'GET /*': reply(404, {}),
  });
});

const signIn = (profile: number) => sessionStore.start('token', user(profile));
const answerMyData = (answer: Reply) => api.on({ 'GET /bse_usuario/getMeusDados/x': answer });

describe('routes and guard', () => {
  it('sends / to /login', async () => {
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends an unauthenticated user to /login', async () => {
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens /privacidade to everyone, signed in or not, under its own title', async () => {
    const { router } = renderRoutes(routes, '/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacidade');
    await waitFor(() => expect(document.title).toBe('Privacidade · Plataforma Escolar'));
    signIn(6);
    expect(await screen.findByRole('link', { name: 'Voltar para o início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacidade');
  });

  it('sends an authenticated user from /login to /home, in the shell with the menu', async () => {
    signIn(1);
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(nav).toHaveTextContent('Rede de Escolas');
    expect(nav).toHaveTextContent('Configurações');
  });

  it('admits a screen only to the profiles of its menu entry', async () => {
    signIn(2);
    const { router } = renderRoutes(routes, '/escola/listar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('admits the Professor to the activity authoring it shares with the Master (decision 0071), not the student', async () => {
    signIn(5);
    const { router } = renderRoutes(routes, '/atividade/listar');
    expect(await screen.findByRole('table', { name: 'Atividades' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/atividade/listar');
    signIn(6);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('always admits the Plataforma de Treinamento route to the player (/plataforma), whatever the profile', async () => {
    for (const profile of [2, 5, 6]) {
      signIn(profile);
      const { router, unmount } = renderRoutes(routes, '/plataforma');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Plataforma de Treinamento' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/plataforma');
      expect(document.title).toBe('Plataforma de Treinamento · Plataforma Escolar');
      unmount();
      sessionStore.end('logout');
    }
  });

  it('shows the class name for profiles 5 and 6', async () => {
    signIn(6);
    renderRoutes(routes, '/configuracao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
    expect(screen.getAllByText('Turma A').length).toBeGreaterThan(0);
  });

  it('sends a profile outside 1 to 7 from /home back to /login after 1.5 seconds', async () => {
    signIn(8);
    const started = Date.now();
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByText('Olá, Usuário 8!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(sessionStore.get()).toBeNull();
  });

  it('logs out at /sair', async () => {
    signIn(1);
    const { router } = renderRoutes(routes, '/sair');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });

  it('logs out when the own data cannot be fetched', async () => {
    signIn(3);
    answerMyData(refusal(410, 'Usuário desativado.', 'login.deactivated'));
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByText('Usuário desativado.')).toBeInTheDocument();
  });

  it('says "Sessão expirou." when the server refuses the token', async () => {
    signIn(3);
    answerMyData(refusal(401, 'Sessão expirou.', 'generic.unauthenticated'));
    const { router } = renderRoutes(routes, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Sessão expirou.')).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderRoutes(routes, '/nao/existe');
    expect(
      await screen.findByRole('heading', { name: 'A página solicitada não foi encontrada.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/login');
  });

  it('shows the 404 page, with a way home, for a path of no screen when signed in', async () => {
    signIn(1);
    renderRoutes(routes, '/relatorio/nao-existe');
    expect(
      await screen.findByRole('heading', { name: 'A página solicitada não foi encontrada.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/home');
  });
});
