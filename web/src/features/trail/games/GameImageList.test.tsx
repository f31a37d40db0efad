import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameImage } from '@school/modules/content/contracts';
import { mockApi, reply } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { GameImageList } from './GameImageList';
import { anyFileUser, file } from './games.testing';

const revoked: string[] = [];

beforeEach(() => {
  revoked.length = 0;
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:image-${++n}`,
      revokeObjectURL: (url: string) => revoked.push(url),
    }),
  );
  mockApi({ 'GET /files/:id': reply(200, new Blob(['jpeg'])) });
});

function List({ initial = [] as GameImage[], max = 3 }) {
  const [images, setImages] = useState<GameImage[]>(initial);
  return (
    <GameImageList
      label="Imagens"
      value={images}
      onChange={setImages}
      max={max}
      limitMessage="game.imageSetMax"
      accept={['image/png']}
    />
  );
}

describe('GameImageList', () => {
  it('previews picked files through object URLs and revokes them when removed', async () => {
    const user = anyFileUser();
    const { container } = renderWithProviders(<List />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    await user.upload(input, [file('a.png'), file('b.gif', 'image/gif')]);
    expect(screen.getByRole('img', { name: 'Imagem 1' })).toHaveAttribute('src', 'blob:image-1');
    expect(screen.getAllByText('Formato inválido')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    expect(revoked).toContain('blob:image-1');
    expect(screen.getByText('1 de 3')).toBeInTheDocument();
  });

  it('keeps what fits and says the limit; shows uploaded images through the API', async () => {
    const user = anyFileUser();
    const { container } = renderWithProviders(<List initial={['/api/files/abc']} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Imagem 1' })).toBeInTheDocument());
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, [
      file('a.png'),
      file('b.png'),
      file('c.png'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Permitido somente até 8 imagens.');
    expect(screen.getByText('3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagens' })).toBeDisabled();
  });
});
