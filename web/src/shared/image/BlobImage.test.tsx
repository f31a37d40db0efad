import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BlobImage } from './BlobImage';

let made: number;
let revoked: string[];

beforeEach(() => {
  made = 0;
  revoked = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:file-${++made}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('BlobImage', () => {
  it('shows a local file through an object URL, revoked when the file changes or the image goes', () => {
    const first = new Blob(['a'], { type: 'image/png' });
    const { rerender, unmount } = renderWithProviders(<BlobImage blob={first} alt="Prévia" />);
    expect(screen.getByRole('img', { name: 'Prévia' })).toHaveAttribute('src', 'blob:file-1');
    rerender(<BlobImage blob={new Blob(['b'], { type: 'image/png' })} alt="Prévia" />);
    expect(screen.getByRole('img', { name: 'Prévia' })).toHaveAttribute('src', 'blob:file-2');
    expect(revoked).toEqual(['blob:file-1']);
    unmount();
    expect(revoked).toEqual(['blob:file-1', 'blob:file-2']);
  });
});
