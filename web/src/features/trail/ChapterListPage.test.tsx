import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel/contracts';
import { mockApi, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { ChapterListPage } from './ChapterListPage';

const TRAIL = {
  codTrlLivro: 4,
  dscTitulo: 'Matemática',
  numSequencia: 4,
  indAtivo: 'N',
  codBseTurma: null,
  codTrlAno: null,
  codBseEscola: null,
};
/** Whether the signed-in caller may change the trail: the server's answer (decision 0070). */
let editable = true;
const chapter = (codTrlCapitulo: number, numSequencia: number) => ({
  codTrlCapitulo,
  dscTitulo: `Capítulo ${codTrlCapitulo}`,
  codTrlLivro: 4,
  numSequencia,
});

let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  api = mockApi({
    'GET /trl_livro/4': () => ({ ...TRAIL, editable }),
    'GET /trl_capitulo/pegarCapitulosDoLivro/4': [chapter(10, 1), chapter(11, 2), chapter(12, 3)],
    'POST /trl_capitulo': 1,
    'PUT /trl_capitulo/inverterCapitulos/x': 1,
    'DELETE /trl_capitulo/:id': 1,
  });
});
const calls = () => api.writes();

function open(profile: number) {
  signInAs(profile as Profile, { codBseUsuario: profile === 1 ? 1 : 20 });
  editable = profile === 1;
  renderRoutes(
    [
      { path: '/livros/capitulos/doLivro/:id', element: <ChapterListPage /> },
      { path: '/livros', element: <p>Trilhas</p> },
    ],
    '/livros/capitulos/doLivro/4',
  );
  return userEvent.setup();
}

describe('chapter list', () => {
  it('shows the Master the breadcrumb, the arrows, edit and delete', async () => {
    open(1);
    expect(await screen.findByRole('table', { name: 'Capítulos de Matemática' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trilhas' })).toHaveAttribute('href', '/livros');
    const row = screen.getByRole('row', { name: /Capítulo 11/ });
    for (const name of [
      'Subir Capítulo 11',
      'Descer Capítulo 11',
      'Alterar Capítulo 11',
      'Apagar Capítulo 11',
    ])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });

  it('swaps a chapter with its neighbour by the arrows', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Subir Capítulo 11' }));
    await user.click(screen.getByRole('button', { name: 'Descer Capítulo 11' }));
    expect(calls()).toEqual([
      { method: 'PUT', url: '/api/trl_capitulo/inverterCapitulos/x', body: { capitulo1: 11, capitulo2: 10 } },
      { method: 'PUT', url: '/api/trl_capitulo/inverterCapitulos/x', body: { capitulo1: 11, capitulo2: 12 } },
    ]);
  });

  it('disables "Subir" on the first chapter and "Descer" on the last', async () => {
    open(1);
    await screen.findByRole('row', { name: /Capítulo 11/ });
    const state = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');
    expect([10, 11, 12].map((n) => [state(`Subir Capítulo ${n}`), state(`Descer Capítulo ${n}`)])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('creates a chapter: "Capitulo da trilha {title} criado.", or the limit message for a falsy answer', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Novo capítulo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Novo capítulo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Frações');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Capitulo da trilha Frações criado.')).toBeInTheDocument();
    expect(calls()).toEqual([
      { method: 'POST', url: '/api/trl_capitulo', body: { dscTitulo: 'Frações', codTrlLivro: 4 } },
    ]);

    api.on({ 'POST /trl_capitulo': 0 });
    await user.click(screen.getByRole('button', { name: 'Novo capítulo' }));
    dialog = await screen.findByRole('dialog', { name: 'Novo capítulo' });
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Demais');
    // The save button stays locked for 2 s after the first save.
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'), { timeout: 3_000 });
    await user.click(save);
    expect(await screen.findByText('Número máximo de capitulos criado.')).toBeInTheDocument();
  });

  it('deletes after "Deseja deletar essa capitulo?" Sim', async () => {
    const user = open(1);
    await user.click(await screen.findByRole('button', { name: 'Apagar Capítulo 12' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deseja deletar essa capitulo?' })).getByRole(
        'button',
        {
          name: 'Sim',
        },
      ),
    );
    expect(await screen.findByText('Capítulo apagado.')).toBeInTheDocument();
    expect(calls().map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/trl_capitulo/12']]);
  });

  it('gives the Professor a view action only: no back link, arrows, edit, delete or new chapter', async () => {
    open(5);
    const row = await screen.findByRole('row', { name: /Capítulo 11/ });
    expect(within(row).getByRole('link', { name: 'Visualizar Capítulo 11' })).toHaveAttribute(
      'href',
      '/livros/capitulos/visualizar/11',
    );
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Trilhas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo capítulo' })).not.toBeInTheDocument();
  });
});
