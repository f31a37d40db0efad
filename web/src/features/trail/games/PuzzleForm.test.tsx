import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { PuzzleForm } from './PuzzleForm';
import { anyFileUser, file, footer, send, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('puzzle form (5)', () => {
  it('needs one image: "Favor subir uma imagem."; stores it as the question and its answer', async () => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    const { container } = renderWithProviders(<PuzzleForm onSubmit={onSubmit} footer={footer} />);
    await send(user);
    expect(screen.getByText('Favor subir uma imagem.')).toBeInTheDocument();
    const image = file('mapa.png');
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, image);
    await send(user);
    expect(onSubmit).toHaveBeenCalledWith({
      codTrlJogo: 5,
      perguntas: [
        {
          dscPergunta: null,
          imgPergunta: image,
          respostas: [{ dscResposta: null, imgResposta: image, indRespostaCorreta: 'S' }],
        },
      ],
    });
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeDisabled();
  });

  it('shows an uploaded image when editing, and takes one file only ("Permitido somente 1 imagem.")', async () => {
    mockApi({ 'GET /files/:id': reply(200, new Blob(['jpeg'])) });
    const user = anyFileUser();
    const { container } = renderWithProviders(
      <PuzzleForm initial={{ codTrlJogo: 5, images: [] }} onSubmit={vi.fn()} footer={footer} />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    renderWithProviders(
      <PuzzleForm
        initial={{ codTrlJogo: 5, images: ['/api/files/abc'] }}
        onSubmit={vi.fn()}
        footer={footer}
      />,
    );
    expect(await screen.findByText('1 de 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    expect(screen.getAllByText('0 de 1')).toHaveLength(2);
  });
});
