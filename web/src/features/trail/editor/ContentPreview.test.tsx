import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiMock, mockApi, reply } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { ContentPreview } from './ContentPreview';
import { EDITOR, EDITOR_ROUTES } from './fixtures.testing';
import { EMPTY_VALUES } from './ContentForm';

let api: ApiMock;
beforeEach(() => {
  api = mockApi({ ...EDITOR_ROUTES, 'GET /files/:id': reply(200, new Blob(['png'], { type: 'image/png' })) });
});
const text = EDITOR.aulas[0]!.conteudos[0]!;
const detail = { values: EMPTY_VALUES, pictures: [] };

describe('content preview', () => {
  it('shows an image content’s protected image, fetched with the token', async () => {
    const image = { ...text, codTrlTipoConteudo: 2, dscTitulo: 'Paisagem' };
    renderWithProviders(
      <ContentPreview content={image} detail={{ ...detail, dscImagem: '/api/files/p1' }} />,
    );
    await vi.waitFor(() => expect(api.calls().some((c) => c.url === '/api/files/p1')).toBe(true));
  });

  it('shows the catalogue pictures of a dialogue or an assembly', () => {
    const pictures = [
      { src: '/ana.png', alt: 'Ana' },
      { src: '/beto.png', alt: 'Beto' },
    ];
    renderWithProviders(<ContentPreview content={text} detail={{ ...detail, pictures }} />);
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute('src', '/ana.png');
    expect(screen.getByRole('img', { name: 'Beto' })).toHaveAttribute('src', '/beto.png');
  });

  it('embeds a YouTube or Vimeo video, and only links any other', () => {
    const video = { ...text, codTrlTipoConteudo: 5, dscTitulo: 'Aula gravada' };
    const embedUrl = 'https://www.youtube-nocookie.com/embed/abc';
    const { unmount } = renderWithProviders(
      <ContentPreview content={video} detail={{ ...detail, player: { kind: 'youtube', embedUrl } }} />,
    );
    expect(screen.getByTitle('Aula gravada')).toHaveAttribute('src', embedUrl);
    unmount();
    renderWithProviders(
      <ContentPreview
        content={video}
        detail={{ ...detail, player: { kind: 'link', url: 'https://x.org' } }}
      />,
    );
    expect(screen.queryByTitle('Aula gravada')).toBeNull();
  });
});
