import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiWithFiles, type ApiMock } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { AvatarField } from './AvatarField';

let api: ApiMock;

beforeEach(() => {
  api = mockApiWithFiles({}, 'blob:avatar');
});

/** The field as the user form holds it: the chosen file in its state. */
function Field({
  current,
  disabled,
  onChange,
}: {
  current?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const change = (next: File | null) => {
    setFile(next);
    onChange(next);
  };
  return <AvatarField file={file} onChange={change} current={current} disabled={disabled} />;
}

function open(props: { current?: string; disabled?: boolean } = {}) {
  const onChange = vi.fn();
  const { container } = renderWithProviders(<Field {...props} onChange={onChange} />);
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  const user = userEvent.setup({ applyAccept: false });
  const choose = (name: string, type: string) => user.upload(input, new File(['x'], name, { type }));
  return { onChange, input, user, choose };
}

const PNG = ['foto.png', 'image/png'] as const;

describe('AvatarField', () => {
  it('offers to choose a jpeg or png image when the user has none', () => {
    const { input } = open();
    expect(screen.getByRole('group', { name: 'Avatar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeEnabled();
    expect(screen.getByText('Uma imagem jpeg ou png.')).toBeInTheDocument();
    expect(input.accept).toBe('image/jpeg,image/png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the current avatar, fetched with the session, and offers to replace it', async () => {
    signInAs(1);
    open({ current: 'abc' });
    expect(await screen.findByRole('img', { name: 'Avatar' })).toHaveAttribute('src', 'blob:avatar');
    const [fetched] = api.calls('GET /files/:id');
    expect(fetched!.params.id).toBe('abc');
    expect(fetched!.headers.get('authorization')).toBe('Bearer token');
    expect(screen.getByRole('button', { name: 'Trocar imagem' })).toBeInTheDocument();
  });

  it('previews the chosen image with its name, and removes it', async () => {
    const { onChange, user, choose } = open();
    await choose(...PNG);
    expect(await screen.findByRole('img', { name: 'Avatar escolhido' })).toBeInTheDocument();
    expect(screen.getByText('foto.png')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'foto.png' }));
    await user.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeInTheDocument();
  });

  it('refuses an image that is not jpeg or png, until a good one is chosen', async () => {
    const { onChange, choose } = open();
    await choose('anim.gif', 'image/gif');
    expect(await screen.findByRole('alert')).toHaveTextContent('A imagem deve ser jpeg ou png.');
    expect(onChange).not.toHaveBeenCalled();
    await choose(...PNG);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('cannot be changed while the form is saving', () => {
    open({ disabled: true });
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeDisabled();
  });
});
