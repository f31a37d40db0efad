import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import type { RouteHandle } from '../shared/routing';
import { sessionStore } from '../shared/session';
import { mockApi } from '../test/api';
import { renderRoutes } from '../test/render';
import { signInAs } from '../test/session';
import { GuestOnly, LogoutRoute, RequireSession, ScreenGuard } from './guards';

const page = (name: string) => <h1>{name}</h1>;
const screenHandle = (handle: Omit<RouteHandle, 'title'>): RouteHandle => ({
  title: 'menu.escolas',
  ...handle,
});

/** The guards around stand-in pages: the sign-in, home, and the schools screen (Master only, or also the Gestor's units). */
function open(path: string) {
  return renderRoutes(
    [
      {
        path: '/login',
        element: <GuestOnly />,
        handle: { title: 'routes.login' },
        children: [{ index: true, element: page('Acesso') }],
      },
      { path: '/sair', element: <LogoutRoute /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <ScreenGuard />,
            children: [
              { path: '/home', element: page('Início') },
              {
                path: '/escola/listar',
                handle: screenHandle({ screen: 'escolas' }),
                element: page('Escolas'),
              },
              {
                path: '/escola/unidades',
                handle: screenHandle({ screen: 'escolas', alsoFor: ['unidades'] }),
                element: page('Unidades das escolas'),
              },
              {
                path: '/plataforma',
                handle: screenHandle({ screen: 'trilha', alwaysAllowed: true }),
                element: page('Plataforma de Treinamento'),
              },
            ],
          },
        ],
      },
    ],
    path,
  );
}

async function expectAt(router: ReturnType<typeof open>['router'], path: string, heading: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
}

describe('RequireSession, GuestOnly and ScreenGuard', () => {
  it.each<[string, Profile | null, string, string, string]>([
    ['RequireSession sends a visitor without a session to /login', null, '/home', '/login', 'Acesso'],
    ['RequireSession shows a signed-in user the page', 5, '/home', '/home', 'Início'],
    ['GuestOnly shows a visitor the sign-in page', null, '/login', '/login', 'Acesso'],
    ['GuestOnly sends a signed-in user to /home', 1, '/login', '/home', 'Início'],
    [
      'ScreenGuard admits the profiles of the screen’s menu entry',
      1,
      '/escola/listar',
      '/escola/listar',
      'Escolas',
    ],
    ['ScreenGuard sends any other profile to /home', 2, '/escola/listar', '/home', 'Início'],
    [
      'ScreenGuard admits the profiles of the other screens the route is also for',
      2,
      '/escola/unidades',
      '/escola/unidades',
      'Unidades das escolas',
    ],
    [
      'ScreenGuard admits every signed-in profile to the always-allowed route (Plataforma de Treinamento)',
      1,
      '/plataforma',
      '/plataforma',
      'Plataforma de Treinamento',
    ],
    ['RequireSession still asks a visitor to sign in for it', null, '/plataforma', '/login', 'Acesso'],
  ])('%s', async (_case, profile, path, landing, heading) => {
    if (profile !== null) signInAs(profile);
    const { router } = open(path);
    await expectAt(router, landing, heading);
  });

  it('titles the sign-in page', async () => {
    open('/login');
    await screen.findByRole('heading', { name: 'Acesso' });
    expect(document.title).toBe('Acesso · Plataforma Escolar');
  });
});

describe('LogoutRoute', () => {
  it('ends the session here and on the server, and goes to /login', async () => {
    const api = mockApi({ 'POST /auth/logout': { ok: true, everywhere: false } });
    signInAs(4);
    const { router } = open('/sair');
    await expectAt(router, '/login', 'Acesso');
    expect(sessionStore.get()).toBeNull();
    await waitFor(() => expect(api.bodies('POST /auth/logout')).toEqual([{ everywhere: false }]));
    expect(api.calls('POST /auth/logout')[0]!.headers.get('authorization')).toBe('Bearer token');
  });
});
