import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgress, UploadTarget } from '../../shared/image';
import { mockApi, reply, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { avatarUrl, SettingsPage } from './SettingsPage';

const upload = vi.hoisted(() => ({
  run: undefined as
    | undefined
    | ((progress: (p: UploadProgress) => void, target: UploadTarget) => Promise<{ id: string; url: string }>),
}));

vi.mock('../../shared/image/uploadImage', async (original) => ({
  ...(await original<typeof import('../../shared/image/uploadImage')>()),
  uploadImage: (_file: File, progress: (p: UploadProgress) => void, _signal: unknown, target: UploadTarget) =>
    upload.run!(progress, target),
}));

let imgAvatar: string | null;
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  imgAvatar = 'avatar-1';
  upload.run = vi.fn();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:avatar', revokeObjectURL: () => undefined }),
  );
  api = mockApi({
    'GET /bse_usuario/getMeusDados/x': () => ({
      codBseUsuario: 9,
      nomUsuario: 'Aluno',
      codBsePerfil: 6,
      imgAvatar,
    }),
    'GET /files/:id': () => reply(200, new Blob(['jpeg'])),
    'GET /privacidade/solicitacoes': [],
  });
});
const files = () => api.calls('GET /files/:id').map((c) => c.url);

function open() {
  const user = userEvent.setup({ applyAccept: false });
  const { container } = renderWithProviders(<SettingsPage />);
  const input = () => container.querySelector('input[type=file]') as HTMLInputElement;
  return { user, input };
}

const jpeg = (name = 'foto.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('settings page', () => {
  it('has the avatar and the password sections', async () => {
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Foto do perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Avatar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha atual/)).toBeInTheDocument();
  });

  it('shows the current avatar, which cannot be removed', async () => {
    open();
    expect(await screen.findByRole('img', { name: 'Imagem escolhida' })).toHaveAttribute(
      'src',
      'blob:avatar',
    );
    expect(files()).toContain('/api/files/avatar-1');
    expect(screen.getByRole('button', { name: 'Trocar imagem' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover imagem' })).not.toBeInTheDocument();
  });

  it('accepts jpeg or png only: "A imagem deve ser jpeg ou png."', async () => {
    const { user, input } = open();
    expect(input().accept).toBe('image/jpeg,image/png');
    await user.upload(input(), new File(['webp'], 'foto.webp', { type: 'image/webp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A imagem deve ser jpeg ou png.');
    expect(upload.run).not.toHaveBeenCalled();
  });

  it('takes one image: "Permitido somente 1 imagem." when more are dropped', async () => {
    open();
    fireEvent.drop(screen.getByRole('group', { name: 'Avatar' }), {
      dataTransfer: { files: [jpeg('a.jpg'), jpeg('b.jpg')] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Permitido somente 1 imagem.');
    expect(upload.run).not.toHaveBeenCalled();
  });

  it('uploads to changeData with its progress, then shows the new avatar', async () => {
    imgAvatar = null;
    let report: (p: UploadProgress) => void = () => undefined;
    let finish: () => void = () => undefined;
    let target: UploadTarget | undefined;
    upload.run = (progress, t) => {
      report = progress;
      target = t;
      return new Promise((resolve) => (finish = () => resolve({ id: 'novo', url: '/api/files/novo' })));
    };
    const { user, input } = open();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeInTheDocument();
    await user.upload(input(), jpeg());
    report({ phase: 'processing', percent: 50 });
    expect(await screen.findByText('Processando imagem… 50%')).toBeInTheDocument();
    expect(target).toMatchObject({ path: '/bse_usuario/changeData', field: 'imgAvatar' });
    expect(target!.idOf({ imgAvatar: 'novo', url: '/api/files/novo' })).toBe('novo');
    imgAvatar = 'novo';
    finish();
    expect(await screen.findByText('Avatar atualizado!')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Imagem escolhida' })).toBeInTheDocument();
    await waitFor(() => expect(files()).toContain('/api/files/novo'));
  });

  it('finds the avatar file from its id', () => {
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl('abc')).toBe('/api/files/abc');
    expect(avatarUrl('/api/files/abc')).toBe('/api/files/abc');
  });
});
