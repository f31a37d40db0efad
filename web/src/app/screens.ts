import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AVAILABLE_SCREENS, type ScreenKey } from '@school/modules/kernel';
import type { RouteHandle, TitleKey } from './routeHandle';

/** A route of a screen; the screen's menu entry (modules/kernel/menu.ts) says who may open it. */
export interface ScreenRoute {
  path: string;
  screen: ScreenKey;
  /** The top bar's name for the route; the menu label by default. */
  title?: TitleKey;
  /** The page, loaded on first visit (its own chunk). */
  load: () => Promise<ComponentType>;
}

/**
 * Every screen route of the shell. A screen's routes are registered only while its key is in
 * AVAILABLE_SCREENS, the one switch shared with the menu: until then they answer 404.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  {
    path: '/escola/listar',
    screen: 'escolas',
    load: () => import('../features/schools/SchoolListPage').then((m) => m.SchoolListPage),
  },
  {
    path: '/configuracao',
    screen: 'configuracao',
    load: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  },
];

export function screenRoutes(routes: readonly ScreenRoute[] = SCREEN_ROUTES): RouteObject[] {
  return routes
    .filter((route) => AVAILABLE_SCREENS.has(route.screen))
    .map((route) => ({
      path: route.path,
      handle: { title: route.title ?? `menu.${route.screen}`, screen: route.screen } satisfies RouteHandle,
      lazy: async () => ({ Component: await route.load() }),
    }));
}
