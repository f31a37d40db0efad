import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { NotFoundPage } from './NotFoundPage';

function open() {
  const rendered = renderRoutes(
    [
      { path: '*', element: <NotFoundPage />, handle: { title: 'routes.notFound' } },
      { path: '/home', element: <p>Página inicial</p> },
      { path: '/login', element: <p>Tela de acesso</p> },
    ],
    '/nada/aqui',
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('NotFoundPage', () => {
  it('says the page was not found, in the title of the tab too', async () => {
    open();
    expect(
      screen.getByRole('heading', { name: 'A página solicitada não foi encontrada.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Plataforma Escolar'));
  });

  it('leads a visitor back to the login', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await screen.findByText('Tela de acesso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leads a signed-in user back to the home page', async () => {
    signInAs(5);
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('speaks the current language', async () => {
    open();
    await setLanguage('en');
    expect(
      await screen.findByRole('heading', { name: 'The page you requested could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});
