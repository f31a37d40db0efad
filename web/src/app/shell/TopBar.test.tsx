import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { answerConfirm, renderRoutes } from '../../test/render';
import { demoUser } from '../../test/session';
import { TopBar } from './TopBar';

/** The top bar of the Turmas page, for a Professor of 6º ano A; the menu closed unless told. */
function open(navOpened = false) {
  const onToggleNav = vi.fn();
  mockApi({ 'GET /notificacoes': { itens: [], total: 0, naoLidas: 0 } });
  const user = demoUser(5, { nomUsuario: 'Ana Lima', codBseTurma: 7, nomTurma: '6º ano A' });
  const rendered = renderRoutes(
    [
      {
        path: '/turma/listar',
        element: <TopBar title="Turmas" user={user} navOpened={navOpened} onToggleNav={onToggleNav} />,
      },
      { path: '/sair', element: <p>Saindo</p> },
    ],
    '/turma/listar',
  );
  return { ...rendered, onToggleNav, user: userEvent.setup() };
}

describe('TopBar', () => {
  it('names the page, the user with the class, and offers the language', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Turmas' })).toBeInTheDocument();
    const account = screen.getByRole('group', { name: 'Conta' });
    expect(account).toHaveTextContent('Login:DMMT-0005');
    expect(account).toHaveTextContent('Usuário:Ana Lima');
    expect(account).toHaveTextContent('Turma:6º ano A');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });

  it('opens and closes the menu on phones with the burger, which says what it does', async () => {
    const { onToggleNav, user } = open();
    // Shown on phones only: hidden at the width the tests run at.
    const burger = screen.getByLabelText('Abrir menu');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'menu-principal');
    await user.click(burger);
    expect(onToggleNav).toHaveBeenCalledOnce();
  });

  it('names the burger "Fechar menu" while the menu is open', () => {
    open(true);
    expect(screen.getByLabelText('Fechar menu')).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks "Deseja realmente sair?" and goes to /sair only on Sim', async () => {
    const { router, user } = open();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await answerConfirm(user, 'Deseja realmente sair?', false);
    expect(router.state.location.pathname).toBe('/turma/listar');

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await answerConfirm(user, 'Deseja realmente sair?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sair'));
  });
});
