import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { TrailEditPage, TrailListPage, TrailNewPage } from './TrailListPage';

const trail = (codTrlLivro: number, dscTitulo: string) => ({
  codTrlLivro,
  dscTitulo,
  numSequencia: codTrlLivro,
  indAtivo: 'N',
  codBseTurma: null,
  codTrlAno: null,
  codBseEscola: null as number | null,
});
/** Whether the signed-in caller may change the catalogue's trails: the server's answer (decision 0070). */
let editable = true;

let trails: ReturnType<typeof trail>[];
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  trails = Array.from({ length: 12 }, (_, i) => trail(i + 1, `Trilha ${String(i + 1).padStart(2, '0')}`));
  api = mockApi({
    'GET /trl_livro': () => trails.map((tr) => ({ ...tr, editable: editable || tr.codBseEscola !== null })),
    'POST /trl_livro/copiar/:id': (req) => {
      trails.push({ ...trail(98, 'Cópia'), codBseEscola: 3 });
      return { codTrlLivro: 98, id: req.params.id };
    },
    'POST /trl_livro': (req) => {
      trails.push(trail(99, (req.body as { dscTitulo: string }).dscTitulo));
      return 1;
    },
    'PUT /trl_livro/:id': 1,
    'DELETE /trl_livro/:id': (req) => {
      trails = trails.filter((tr) => String(tr.codTrlLivro) !== req.params.id);
      return 1;
    },
  });
});
const calls = () => api.writes();

function open(profile: number, path = '/livros/listar') {
  signInAs(profile as Profile, { codBseUsuario: profile === 1 ? 1 : 20 });
  editable = profile === 1;
  const { router } = renderRoutes(
    [
      { path: '/livros/listar', element: <TrailListPage /> },
      { path: '/livros/novo', element: <TrailNewPage /> },
      { path: '/livros/alterar/:id', element: <TrailEditPage /> },
    ],
    path,
  );
  return Object.assign(userEvent.setup(), { router });
}

describe('trail list', () => {
  it('pages the trails 10 at a time, with the chapters, edit and delete actions for the Master', async () => {
    open(1);
    expect(await screen.findByRole('cell', { name: 'Trilha 01' })).toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Trilha 11' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Trilha 01/ });
    expect(within(row).getByRole('link', { name: 'Capítulos de Trilha 01' })).toHaveAttribute(
      'href',
      '/livros/capitulos/doLivro/1',
    );
    expect(within(row).getByRole('button', { name: 'Alterar Trilha 01' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Apagar Trilha 01' })).toBeInTheDocument();
  });

  it('creates a trail through the dialog: "Ooops!" for an empty title, then "Trilha {title} criado."', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Nova trilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova trilha' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ooops!')).toBeInTheDocument();
    expect(
      screen.getAllByText('É necessário preencher todos os campos antes de enviar.').length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveAttribute('maxLength', '100');
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Geografia');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Trilha Geografia criado.')).toBeInTheDocument();
    expect(calls()).toEqual([{ method: 'POST', url: '/api/trl_livro', body: { dscTitulo: 'Geografia' } }]);
  });

  it('asks "Você deseja cancelar?" before closing the dialog', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Nova trilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova trilha' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Você deseja cancelar?' })).getByRole('button', {
        name: 'Não',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Nova trilha' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Você deseja cancelar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nova trilha' })).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual([]);
  });

  it('edits a trail with its title filled in', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Alterar Trilha 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar trilha' });
    const input = within(dialog).getByRole('textbox', { name: /Título/ });
    expect(input).toHaveValue('Trilha 02');
    await user.clear(input);
    await user.type(input, 'História');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas!')).toBeInTheDocument();
    expect(calls()).toEqual([
      { method: 'PUT', url: '/api/trl_livro/2', body: { codTrlLivro: 2, dscTitulo: 'História' } },
    ]);
  });

  it('deletes after "Deseja deletar essa trilha?" Sim', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Apagar Trilha 03' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deseja deletar essa trilha?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText('Trilha apagada.')).toBeInTheDocument();
    expect(calls().map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/trl_livro/3']]);
  });

  it('shows the Professor the catalogue view-only with "Copiar para minhas trilhas", and its copy editable', async () => {
    const user = open(5);
    const row = await screen.findByRole('row', { name: /Trilha 01/ });
    expect(within(row).getByRole('link', { name: 'Capítulos de Trilha 01' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Catálogo da rede' })).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copiar Trilha 01 para minhas trilhas']);
    expect(screen.getByRole('button', { name: 'Nova trilha' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Copiar Trilha 01 para minhas trilhas' }));
    expect(await screen.findByText('Trilha copiada para as suas trilhas.')).toBeInTheDocument();
    expect(calls().map((c) => [c.method, c.url])).toEqual([['POST', '/api/trl_livro/copiar/1']]);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    const copy = await screen.findByRole('row', { name: /Cópia/ });
    expect(within(copy).getByRole('cell', { name: 'Escola' })).toBeInTheDocument();
    expect(within(copy).getByRole('button', { name: 'Alterar Cópia' })).toBeInTheDocument();
  });

  it('opens the new-trail dialog at /livros/novo, and goes back to the list when it closes', async () => {
    const user = open(1, '/livros/novo');
    const dialog = await screen.findByRole('dialog', { name: 'Nova trilha' });
    expect(await screen.findByRole('cell', { name: 'Trilha 01' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Geografia');
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Trilha Geografia criado.')).toBeInTheDocument();
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/livros/listar'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nova trilha' })).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual([{ method: 'POST', url: '/api/trl_livro', body: { dscTitulo: 'Geografia' } }]);
  });

  it('opens trail {id} in the edit dialog at /livros/alterar/{id}; cancelling goes back to the list', async () => {
    const user = open(1, '/livros/alterar/2');
    const dialog = await screen.findByRole('dialog', { name: 'Alterar trilha' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Trilha 02'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Você deseja cancelar?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/livros/listar'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Alterar trilha' })).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual([]);
  });

  it('says "Registro não encontrado." on the list for /livros/alterar/{id} of no trail', async () => {
    const user = open(1, '/livros/alterar/404');
    expect(await screen.findByText('Registro não encontrado.')).toBeInTheDocument();
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/livros/listar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the Professor from /livros/alterar/{id} of a trail it may not change to the list, with no dialog', async () => {
    for (const path of ['/livros/alterar/2']) {
      const user = open(5, path);
      await waitFor(() => expect(user.router.state.location.pathname).toBe('/livros/listar'));
      expect(await screen.findByRole('cell', { name: 'Trilha 01' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      user.router.dispose();
    }
  });
});
