import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, networkFailure, pending, refusal, type ApiMock, type Handler } from '../../test/api';
import { renderFormPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { TEACHER } from './user.testing';
import { USERS_LIST_ROUTE, UserFormPage } from './UserFormPage';

let api: ApiMock;

beforeEach(() => {
  signInAs(1);
  api = mockApi();
});

/** Opens `path`, the user's read answered by `answer`; the form's other reads answer nothing. */
function open(path: string, answer: Handler = TEACHER) {
  api.on({ 'GET /bse_usuario/:id': answer, 'GET /*': [] });
  return renderFormPage(<UserFormPage />, 'usuario', path, 'Lista de usuários');
}

const userReads = () => api.calls('GET /bse_usuario/:id').map((c) => c.params.id);

describe('UserFormPage', () => {
  it('opens an empty form for a new user, reading no user', async () => {
    open('/usuario/novo');
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
    expect(userReads()).toEqual([]);
  });

  it('waits for the user, then opens the form filled with it', async () => {
    open('/usuario/alterar/9');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(await screen.findByRole('heading', { name: 'Alterar usuário' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Login/ })).toHaveValue('DMCE-0001');
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Souza');
    expect(userReads()).toEqual(['9']);
  });

  it('keeps loading while the user has not come', () => {
    open('/usuario/alterar/9', pending);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('goes back to the list on Cancelar', async () => {
    const { user, router } = open('/usuario/alterar/9');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de usuários')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/usuario/listar');
  });

  it('shows a fresh read on a second visit, not the one cached', async () => {
    const { router } = open('/usuario/alterar/9');
    await screen.findByRole('heading', { name: 'Alterar usuário' });
    api.on({ 'GET /bse_usuario/:id': { ...TEACHER, nomUsuario: 'Ana Lima' } });
    await router.navigate(USERS_LIST_ROUTE);
    await screen.findByText('Lista de usuários');
    await router.navigate('/usuario/alterar/9');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Lima'));
  });

  it.each([
    [
      'the server’s refusal',
      '/usuario/alterar/9',
      refusal(404, 'Usuário não encontrado.'),
      'Usuário não encontrado.',
    ],
    [
      'no connection',
      '/usuario/alterar/9',
      networkFailure,
      'Algo deu errado ao enviar dados para o servidor',
    ],
    ['an id that is no number', '/usuario/alterar/abc', TEACHER, 'Registro não encontrado.'],
  ])(
    'says why the user could not be loaded (%s), and leads back to the list',
    async (_, path, answer, why) => {
      const { user, router } = open(path, answer);
      // A failed connection is tried twice more before it is shown.
      const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
      expect(alert).toHaveTextContent('Não foi possível carregar o usuário.');
      expect(alert).toHaveTextContent(why);
      await user.click(screen.getByRole('button', { name: 'Voltar' }));
      expect(router.state.location.pathname).toBe('/usuario/listar');
    },
    10_000,
  );
});
