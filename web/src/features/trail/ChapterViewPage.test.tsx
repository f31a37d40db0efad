import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { ChapterViewPage } from './ChapterViewPage';
import { EDITOR_ROUTES } from './editor/fixtures.testing';

beforeEach(() => {
  mockApi(EDITOR_ROUTES);
});

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
