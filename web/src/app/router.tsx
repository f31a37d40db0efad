import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../shared/ui';
import { GuestOnly, LogoutRoute, RequireSession, ScreenGuard } from './guards';
import type { RouteHandle } from '../shared/routing';
import { screenRoutes } from './screens';
import { lazyScreen, ScreenLoadFailed } from './ScreenLoadFailed';

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/**
 * The route table: / → /login, /login, /sair, /esqueci-senha and /privacidade (open to everyone, signed in or not),
 * the shell's screens (lazy chunks), and the 404 page.
 */
const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    path: '/login',
    element: <GuestOnly />,
    handle: handle('routes.login'),
    children: [
      {
        index: true,
        lazy: lazyScreen(() => import('../features/sign-in/LoginPage').then((m) => m.LoginPage)),
      },
    ],
  },
  { path: '/sair', element: <LogoutRoute /> },
  {
    path: '/esqueci-senha',
    handle: handle('routes.passwordHelp'),
    lazy: lazyScreen(() =>
      import('../features/sign-in/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: '/privacidade',
    handle: handle('routes.privacy'),
    lazy: lazyScreen(() => import('../features/privacy/PrivacyPage').then((m) => m.PrivacyPage)),
  },
  {
    element: <RequireSession />,
    children: [
      {
        lazy: lazyScreen(() => import('./shell/Shell').then((m) => m.Shell)),
        children: [
          {
            element: <ScreenGuard />,
            children: [
              {
                path: '/home',
                handle: handle('routes.home'),
                lazy: lazyScreen(() => import('../features/home/HomePage').then((m) => m.HomePage)),
              },
              ...screenRoutes(),
            ],
          },
        ],
      },
    ],
  },
  {
    path: '*',
    handle: handle('routes.notFound'),
    lazy: lazyScreen(() => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
  },
];

/**
 * One pathless root, so the first page's chunk loads behind the same loader as later ones; a chunk
 * that fails or takes more than 120 s shows the load-failure alert (content §8, §9).
 */
export const routes: RouteObject[] = [
  { HydrateFallback: PageLoader, ErrorBoundary: ScreenLoadFailed, children: appRoutes },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
