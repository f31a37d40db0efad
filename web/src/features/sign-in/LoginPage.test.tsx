import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { demoUser } from '../../test/session';
import { LoginPage } from './LoginPage';

beforeEach(() => {
  notifications.clean();
});

function open() {
  const rendered = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/home', element: <p>Página inicial</p> },
      { path: '/esqueci-senha', element: <p>Página de ajuda</p> },
      { path: '/', element: <p>Raiz</p> },
    ],
    '/login',
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('LoginPage', () => {
  it('shows the sign-in form under its title, with the language choice', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Acesso' })).toBeInTheDocument();
    expect(screen.getByText('Entre com a sua matrícula e senha.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('names the product above its title, and leads to "Esqueci minha senha"', async () => {
    const { user, router } = open();
    expect(screen.getByText('Plataforma Escolar')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    expect(await screen.findByText('Página de ajuda')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/esqueci-senha');
  });

  it('links the Privacidade page from its footer', () => {
    open();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
  });

  it('opens the home page once signed in, in place of the login', async () => {
    mockApi({
      'POST /auth/login': reply(202, { access_token: 'header.e30.signature', ...demoUser(6) }),
      'POST /bse_acesso': reply(201, { ok: true }),
    });
    const { user, router } = open();
    await user.type(screen.getByLabelText(/Matrícula/), 'dmmt0006');
    await user.type(screen.getByLabelText(/^Senha/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the client version on 3 clicks of the header then ctrl+Z, and goes to the root', async () => {
    const { user, router } = open();
    const header = screen.getByRole('heading', { name: 'Acesso' });
    await user.click(header);
    await user.click(header);
    await user.keyboard('{Control>}z{/Control}');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(header);
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Cliente web versão dev.')).toBeInTheDocument();
    expect(screen.getByText('Atalho')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('takes cmd+Z (a Mac) as the shortcut too, and no Z without ctrl or cmd', async () => {
    const { user, router } = open();
    const header = screen.getByRole('heading', { name: 'Acesso' });
    for (let i = 0; i < 3; i++) await user.click(header);
    await user.keyboard('z');
    expect(screen.queryByText('Atalho')).not.toBeInTheDocument();
    await user.keyboard('{Meta>}z{/Meta}');
    expect(await screen.findByText('Cliente web versão dev.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
