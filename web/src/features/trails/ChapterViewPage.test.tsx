import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ChapterViewPage } from './ChapterViewPage';
import { editorFetch } from './editor/fixtures.testing';
import { signInAs } from './session.testing';

beforeEach(() => vi.stubGlobal('fetch', vi.fn(editorFetch())));

describe('chapter view', () => {
  it('shows the chapter’s lessons and contents read-only, with a link back to its trail’s chapters', async () => {
    signInAs(1);
    renderRoutes(
      [{ path: '/livros/capitulos/visualizar/:id', element: <ChapterViewPage /> }],
      '/livros/capitulos/visualizar/11',
    );
    expect(await screen.findByRole('heading', { name: 'Frações' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Matemática' })).toHaveAttribute(
      'href',
      '/livros/capitulos/doLivro/4',
    );
    expect(screen.getByText('Uma metade é...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova aula' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Arrastar/ })).not.toBeInTheDocument();
  });
});
