import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { PostViewPage } from './PostViewPage';

const POST = {
  codBsePostagem: 2,
  ctgPostagem: 'Eventos',
  dscPostagem: 'Volta às aulas',
  txtPostagem: '<p>As aulas voltam <strong>segunda</strong>.</p><script>alert(1)</script>',
  codUsuarioCriacao: 1,
  nomUsuarioCriacao: 'Maria Souza',
  datCriacao: '2025-03-10T12:00:00',
};

beforeEach(() => {
  signInWithClass(6);
  mockApi({
    'GET /bse_postagem/2': POST,
    'GET /bse_postagem/:id': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
  });
});

const open = (id: number) =>
  renderRoutes(
    [
      { path: '/aprendizado/visualizar/:id', element: <PostViewPage /> },
      { path: '/aprendizado/listar', element: <p>Lista de postagens</p> },
    ],
    `/aprendizado/visualizar/${id}`,
  );

describe('post view', () => {
  it('shows the post’s category, author, date and inert rich text, and goes back to the list', async () => {
    const { router } = open(2);
    const article = await screen.findByRole('article', { name: 'Volta às aulas' });
    expect(article).toHaveTextContent('Eventos · Maria Souza · 10/03/2025');
    expect(screen.getByText('segunda').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe('/aprendizado/listar');
  });

  it('shows the server’s message for a post that is not there', async () => {
    open(9);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
