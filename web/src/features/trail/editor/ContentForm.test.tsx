import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { clampEntries, ContentForm } from './ContentForm';
import { EDITOR_ROUTES } from './fixtures.testing';

beforeEach(() => {
  mockApi(EDITOR_ROUTES);
});
const wait = () => new Promise((resolve) => setTimeout(resolve, 2_100)); // the save lock

describe('content form', () => {
  it('clamps the number of dialogue entries to 1..12', () => {
    expect([0, 1, 5, 12, 13, 99].map(clampEntries)).toEqual([1, 1, 5, 12, 12, 12]);
  });

  it('refuses a text without text with "Informe um texto."', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ContentForm type={1} onCancel={() => undefined} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um texto.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an assembly without assembly and description, and a video with a bad link', async () => {
    renderWithProviders(<ContentForm type={6} onCancel={() => undefined} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Favor escolher a montagem.')).toBeInTheDocument();
    expect(screen.getByText('Favor preencher o campo de descrição.')).toBeInTheDocument();
  });

  it('saves a video with an http link', async () => {
    const onSave = vi.fn(async () => undefined);
    renderWithProviders(<ContentForm type={5} onCancel={() => undefined} onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Link/ }), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um link http ou https.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Link/ }));
    await user.type(screen.getByRole('textbox', { name: /Link/ }), 'https://youtu.be/abc');
    await wait();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ dscLink: 'https://youtu.be/abc' }));
  });

  it('refuses an image content without an image with "Selecione uma imagem."', async () => {
    renderWithProviders(<ContentForm type={2} onCancel={() => undefined} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma imagem.')).toBeInTheDocument();
  });
});
