import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { sessionStore } from '../../shared/session';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { HOME_CHECK_MS, HomePage } from './HomePage';

function open() {
  return renderRoutes(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/login', element: <p>Tela de acesso</p> },
    ],
    '/home',
  );
}

/** Lets the spec's wait before the profile check pass. */
const waitPastCheck = () => act(() => vi.advanceTimersByTime(HOME_CHECK_MS + 100));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows the platform and greets the user, who stays', () => {
    signInAs(5, { nomUsuario: 'Professora Ana' });
    const { router } = open();
    expect(screen.getByRole('heading', { name: 'Plataforma Escolar' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Professora Ana!')).toBeInTheDocument();
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStore.get()).not.toBeNull();
  });

  it('signs out a profile outside the web’s 1 to 7 after a moment and sends it to the login', () => {
    signInAs(8 as Profile);
    const { router } = open();
    expect(router.state.location.pathname).toBe('/home');
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Tela de acesso')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('sends a visitor without a session to the login', () => {
    const { router } = open();
    expect(screen.queryByText(/^Olá/)).not.toBeInTheDocument();
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/login');
  });
});
