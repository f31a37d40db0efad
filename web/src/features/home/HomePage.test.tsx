import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { sessionStore } from '../../shared/session';
import { mockApi, pending, refusal } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs, signInWithClass } from '../../test/session';
import { PROFESSOR_HOME, STAFF_HOME, STUDENT_HOME } from './home.testing';
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

afterEach(() => {
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('is "Início", greets the user and shows its profile’s blocks from one request', async () => {
    signInWithClass(6);
    const api = mockApi({ 'GET /inicio': STUDENT_HOME });
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText('Olá, Aluna Bia!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o início...');
    expect(await screen.findByRole('region', { name: 'Minha trilha' })).toBeInTheDocument();
    expect(api.calls('GET /inicio')).toHaveLength(1);
  });

  it('shows the Professor’s classes and the staff’s figures', async () => {
    signInWithClass(5);
    mockApi({ 'GET /inicio': PROFESSOR_HOME });
    const { unmount } = open();
    expect(await screen.findByRole('region', { name: '7º ano A' })).toBeInTheDocument();
    unmount();
    signInAs(2);
    mockApi({ 'GET /inicio': STAFF_HOME });
    open();
    expect(await screen.findByRole('region', { name: 'Visão geral' })).toBeInTheDocument();
  });

  it('says why the blocks did not load', async () => {
    signInAs(3);
    mockApi({ 'GET /inicio': refusal(500, 'Falhou.') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou.');
  });

  it('keeps a web profile on the page past the spec’s check', () => {
    vi.useFakeTimers();
    signInAs(5, { nomUsuario: 'Professora Ana' });
    mockApi({ 'GET /inicio': pending });
    const { router } = open();
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStore.get()).not.toBeNull();
  });

  it('signs out a profile outside the web’s 1 to 7 after a moment and sends it to the login', () => {
    vi.useFakeTimers();
    signInAs(8 as Profile);
    const { router } = open();
    expect(router.state.location.pathname).toBe('/home');
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Tela de acesso')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('sends a visitor without a session to the login', () => {
    vi.useFakeTimers();
    const { router } = open();
    expect(screen.queryByText(/^Olá/)).not.toBeInTheDocument();
    waitPastCheck();
    expect(router.state.location.pathname).toBe('/login');
  });
});
