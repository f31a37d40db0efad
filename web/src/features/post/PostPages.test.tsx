import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { PostFormPage } from './PostFormPage';
import { PostListPage } from './PostListPage';

const post = (codBsePostagem: number, change: object = {}) => ({
  codBsePostagem,
  ctgPostagem: 'Eventos',
  dscPostagem: `Notícia ${codBsePostagem}`,
  codUsuarioCriacao: 1,
  nomUsuarioCriacao: 'Administrador',
  datCriacao: '2026-11-20T12:00:00Z',
  ...change,
});
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /bse_postagem': [
      post(3, { ctgPostagem: 'Avisos', nomUsuarioCriacao: 'Maria Souza' }),
      post(2, { datCriacao: '2025-03-10T12:00:00Z', dscPostagem: 'Volta às aulas' }),
    ],
    'GET /bse_postagem/2': post(2, {
      dscPostagem: 'Volta às aulas',
      txtPostagem: '<p>Texto <strong>antigo</strong></p>',
    }),
    'POST /bse_postagem': 1,
    'PUT /bse_postagem/:id': 1,
    'DELETE /bse_postagem/:id': 1,
  });
});
const sent = () => api.writes();

const routes = [
  { path: '/aprendizado/listar', element: <PostListPage /> },
  { path: '/aprendizado/novo', element: <PostFormPage /> },
  { path: '/aprendizado/alterar/:id', element: <PostFormPage /> },
];

describe('news posts', () => {
  it('lists the posts for the Master with search by year or creator, writing and deleting', async () => {
    signInWithClass(1, 1);
    renderRoutes(routes, '/aprendizado/listar');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Aprendizado' });
    await within(table).findByText('Volta às aulas');
    expect(screen.getByRole('link', { name: 'Nova postagem' })).toHaveAttribute('href', '/aprendizado/novo');
    await user.type(screen.getByRole('textbox', { name: /Pesquisar/ }), '2025');
    await waitFor(() => expect(within(table).queryByText('Notícia 3')).toBeNull());
    expect(within(table).getByText('Volta às aulas')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Pesquisar/ }));
    await user.type(screen.getByRole('textbox', { name: /Pesquisar/ }), 'maria souza');
    await waitFor(() => expect(within(table).queryByText('Volta às aulas')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Apagar Notícia 3' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sent()).toEqual([{ method: 'DELETE', url: '/api/bse_postagem/3' }]));
  });

  it('shows the Professor the posts to read only', async () => {
    signInWithClass(5);
    renderRoutes(routes, '/aprendizado/listar');
    const table = await screen.findByRole('table', { name: 'Aprendizado' });
    await within(table).findByText('Notícia 3');
    expect(within(table).getByRole('link', { name: 'Visualizar Notícia 3' })).toHaveAttribute(
      'href',
      '/aprendizado/visualizar/3',
    );
    expect(screen.queryByRole('link', { name: 'Nova postagem' })).toBeNull();
    expect(within(table).queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Apagar/ })).toBeNull();
  });

  it('sends the Professor from the form back to the list', async () => {
    signInWithClass(5);
    const { router } = renderRoutes(routes, '/aprendizado/alterar/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/aprendizado/listar'));
  });

  it('asks for every field, shows the creator read only, and confirms before sending', async () => {
    signInWithClass(1, 1);
    renderRoutes(routes, '/aprendizado/novo');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Nome do criador' })).toHaveValue('Professora Ana');
    expect(screen.getByRole('textbox', { name: 'Nome do criador' })).toHaveAttribute('readonly');
    await user.type(screen.getByRole('textbox', { name: /^Categoria/ }), 'Eventos');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('loads a post into the form and saves the change after the spec’s question', async () => {
    signInWithClass(1, 1);
    const { router } = renderRoutes(routes, '/aprendizado/alterar/2');
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /^Título da notícia/ });
    await waitFor(() => expect(title).toHaveValue('Volta às aulas'));
    expect(screen.getByRole('textbox', { name: 'Nome do criador' })).toHaveValue('Administrador');
    expect(screen.getByRole('textbox', { name: 'Data de criação' })).toHaveValue('20/11/2026');
    await user.clear(title);
    await user.type(title, 'Volta às aulas 2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Deseja realmente alterar a atividade?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(sent()).toEqual([]);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled', 'true'),
      {
        timeout: 3_000,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aprendizado/listar'));
    expect(sent()).toEqual([
      {
        method: 'PUT',
        url: '/api/bse_postagem/2',
        body: {
          codBsePostagem: 2,
          ctgPostagem: 'Eventos',
          dscPostagem: 'Volta às aulas 2026',
          txtPostagem: '<p>Texto <strong>antigo</strong></p>',
        },
      },
    ]);
  });
});
