import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiMock } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { ChapterEditorPage } from './ChapterEditorPage';
import { EDITOR_ROUTES, layOutVertically } from './fixtures.testing';

let api: ApiMock;
beforeEach(() => {
  api = mockApi(EDITOR_ROUTES);
});

const render = (readOnly = false) =>
  renderRoutes(
    [{ path: '/livros/capitulos/alterar/:id', element: <ChapterEditorPage readOnly={readOnly} /> }],
    '/livros/capitulos/alterar/11',
  );

describe('chapter editor', () => {
  it('says a failed load, with "Recarregar", never a blank editor', async () => {
    signInAs(1);
    api.on({
      'GET /trl_aula/editorDoCapitulo/:id': refusal(404, 'Registro não encontrado.', 'generic.notFound'),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
    api.on({ 'GET /trl_aula/editorDoCapitulo/:id': EDITOR_ROUTES['GET /trl_aula/editorDoCapitulo/:id']! });
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findAllByTestId('lesson')).toHaveLength(2);
  });

  it('shows the lessons as cards with their contents’ sequence, type and preview, from one call', async () => {
    signInAs(1);
    render();
    const [first, second] = await screen.findAllByTestId('lesson');
    expect(within(first!).getByRole('heading', { name: 'Aula 1 · Metades' })).toBeInTheDocument();
    expect(within(first!).getByText('Uma metade é...')).toBeInTheDocument();
    expect(within(first!).getByText('Ana, Beto')).toBeInTheDocument();
    expect(within(second!).getByText('Nenhum conteúdo.')).toBeInTheDocument();
    expect(api.calls('GET /trl_aula/editorDoCapitulo/:id').map((c) => c.url)).toEqual([
      '/api/trl_aula/editorDoCapitulo/11',
    ]);
    expect(await screen.findByRole('link', { name: 'Trilhas' })).toHaveAttribute('href', '/livros');
    expect(await screen.findByRole('link', { name: 'Matemática' })).toHaveAttribute(
      'href',
      '/livros/capitulos/doLivro/4',
    );
  });

  it('gives the Master the authoring controls and asks before deleting a lesson', async () => {
    signInAs(1);
    render();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Nova aula' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrastar Metades' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apagar Terços' }));
    expect(await screen.findByText('Deseja deletar essa aula?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Aula apagada.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/api/trl_aula/31' }]);
  });

  it('tells a screen reader which lesson a keyboard user lifts, by its title and position', async () => {
    layOutVertically();
    signInAs(1);
    render();
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Arrastar Terços' })).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Aula «Terços» em movimento. Posição 2 de 2.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText('Movimento cancelado. Aula «Terços» fica na posição 2 de 2.'),
    ).toBeInTheDocument();
  });

  it('shows no editing control on a trail the Professor may not change (the catalogue’s) or in the read-only view', async () => {
    signInAs(5, { codBseUsuario: 20 });
    api.on({ 'GET /trl_livro/4': { ...(EDITOR_ROUTES['GET /trl_livro/4'] as object), editable: false } });
    render();
    await screen.findAllByTestId('lesson');
    for (const name of [
      'Nova aula',
      'Adicionar conteúdo',
      'Arrastar Metades',
      'Apagar Metades',
      'Alterar Metades',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trilhas' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Visualizar/ })).toHaveLength(2);
  });
});
