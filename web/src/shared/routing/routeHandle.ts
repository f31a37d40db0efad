import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScreenKey } from '@school/modules/kernel/contracts';

/** The i18n keys a route may be titled with. */
export type TitleKey =
  | `routes.${'home' | 'login' | 'notFound' | 'usersBulk' | 'training' | 'privacy' | 'passwordHelp'}`
  | `menu.${ScreenKey}`;

/** What a route says about itself: its name (top bar, document title) and, for screens, its menu key. */
export interface RouteHandle {
  title: TitleKey;
  /** The screen the route belongs to: the guard admits the profiles of its menu entry. */
  screen?: ScreenKey;
  /** Other screens whose profiles the route admits too (a page two menu entries lead to). */
  alsoFor?: readonly ScreenKey[];
  /** The guard admits every signed-in profile (access §2: "Plataforma de Treinamento is always allowed"). */
  alwaysAllowed?: true;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The current route's name, also set as the document title. */
export function useRouteTitle(): string {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.title) : '';
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
  return title;
}
