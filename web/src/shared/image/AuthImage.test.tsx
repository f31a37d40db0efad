import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, refusal, reply } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { AuthImage } from './AuthImage';

let revoked: string[];

beforeEach(() => {
  revoked = [];
  let made = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:file-${++made}`,
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
  signInAs(1);
});

const png = () => reply(200, new Blob(['png'], { type: 'image/png' }));

describe('AuthImage', () => {
  it('shows an ordinary URL as it is, asking the API nothing', () => {
    const api = mockApi();
    renderWithProviders(<AuthImage src="https://cdn.exemplo.com/a.png" alt="Personagem" />);
    expect(screen.getByRole('img', { name: 'Personagem' })).toHaveAttribute(
      'src',
      'https://cdn.exemplo.com/a.png',
    );
    expect(api.calls()).toEqual([]);
  });

  it('fetches a protected file with the token and shows it, a placeholder until it comes', async () => {
    const api = mockApi({ 'GET /files/*': png });
    const { unmount } = renderWithProviders(
      <AuthImage src="/api/files/avatar/7.png" alt="Foto" w={96} h={96} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(await screen.findByRole('img', { name: 'Foto' })).toHaveAttribute('src', 'blob:file-1');
    expect(api.calls('GET /files/*')[0]!.headers.get('authorization')).toBe('Bearer token');
    unmount();
    expect(revoked).toEqual(['blob:file-1']);
  });

  it('keeps the image’s name when the file cannot be read', async () => {
    mockApi({ 'GET /files/*': refusal(404, 'Arquivo não encontrado.', 'generic.notFound') });
    renderWithProviders(<AuthImage src="/api/files/avatar/7.png" alt="Foto" />);
    const image = await screen.findByRole('img', { name: 'Foto' });
    expect(image).not.toHaveAttribute('src');
  });

  it('shows nothing of the old file while another one loads', async () => {
    mockApi({ 'GET /files/a.png': png, 'GET /files/b.png': () => pending() });
    const { rerender } = renderWithProviders(<AuthImage src="/api/files/a.png" alt="Foto" />);
    await screen.findByRole('img', { name: 'Foto' });
    rerender(<AuthImage src="/api/files/b.png" alt="Foto" />);
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(revoked).toEqual(['blob:file-1']);
  });
});
