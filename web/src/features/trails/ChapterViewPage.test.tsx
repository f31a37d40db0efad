import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ChapterViewPage } from './ChapterViewPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/trl_capitulo/11'
        ? jsonResponse(200, { codTrlCapitulo: 11, dscTitulo: 'Frações', codTrlLivro: 4, numSequencia: 2 })
        : jsonResponse(200, { codTrlLivro: 4, dscTitulo: 'Matemática', numSequencia: 4 }),
    ),
  );
});

describe('chapter view', () => {
  it('shows the chapter’s title and a link back to its trail’s chapters', async () => {
    renderRoutes(
      [{ path: '/livros/capitulos/visualizar/:id', element: <ChapterViewPage /> }],
      '/livros/capitulos/visualizar/11',
    );
    expect(await screen.findByRole('heading', { name: 'Frações' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Matemática' })).toHaveAttribute(
      'href',
      '/livros/capitulos/doLivro/4',
    );
    expect(screen.getByText('Capítulo da trilha Matemática')).toBeInTheDocument();
  });
});
