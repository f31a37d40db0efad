import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { ImagePicker } from './ImagePicker';
import type { UploadProgress } from './uploadImage';

const upload = vi.hoisted(() => ({
  run: undefined as
    undefined | ((progress: (p: UploadProgress) => void) => Promise<{ id: string; url: string }>),
}));

vi.mock('./uploadImage', async (original) => ({
  ...(await original<typeof import('./uploadImage')>()),
  uploadImage: (_file: File, progress: (p: UploadProgress) => void) => upload.run!(progress),
}));

function Picker({ onChange }: { onChange(url: string | null): void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImagePicker
      label="Avatar"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:avatar', revokeObjectURL: () => undefined }),
  );
  mockApi({ 'GET /files/:id': reply(200, new Blob(['jpeg'])) });
});

describe('ImagePicker', () => {
  it('uploads the chosen image with its progress, then shows it', async () => {
    let finish: () => void = () => undefined;
    let report: (p: UploadProgress) => void = () => undefined;
    upload.run = (progress) => {
      report = progress;
      return new Promise((resolve) => (finish = () => resolve({ id: 'abc', url: '/api/files/abc' })));
    };
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Picker onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Avatar' })).toBeInTheDocument();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    await user.upload(input, new File(['png'], 'a.png', { type: 'image/png' }));
    report({ phase: 'uploading', percent: 40 });
    expect(await screen.findByText('Enviando imagem… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio da imagem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeDisabled();
    report({ phase: 'processing', percent: 60 });
    expect(await screen.findByText('Processando imagem… 60%')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/abc'));
    expect(await screen.findByRole('img', { name: 'Imagem escolhida' })).toHaveAttribute(
      'src',
      'blob:avatar',
    );
    const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/files/abc');
    expect(new Headers(init.headers).get('accept-language')).toBe('pt');
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses another type of file without uploading', async () => {
    upload.run = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<Picker onChange={() => undefined} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de imagem não suportado.');
    expect(upload.run).not.toHaveBeenCalled();
  });

  it("shows the scaling job's failure", async () => {
    const { ApiError } = await import('../api');
    upload.run = () => Promise.reject(new ApiError(422, 'file.corrupt', 'x'));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Picker onChange={() => undefined} />);
    await user.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A imagem está corrompida e não pode ser lida.',
    );
  });
});
