import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../../test/api';
import { PuzzleForm } from './PuzzleForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('puzzle form (5)', () => {
  it('needs one image: "Favor subir uma imagem."; stores it as the question and its answer', async () => {
    const { user, send, fileInputs, sends } = renderGameForm(PuzzleForm);
    await send();
    expect(screen.getByText('Favor subir uma imagem.')).toBeInTheDocument();
    const image = file('mapa.png');
    await user.upload(fileInputs()[0]!, image);
    await sends(5, [
      {
        dscPergunta: null,
        imgPergunta: image,
        respostas: [{ dscResposta: null, imgResposta: image, indRespostaCorreta: 'S' }],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeDisabled();
  });

  it('shows an uploaded image when editing, and takes one file only ("Permitido somente 1 imagem.")', async () => {
    mockApi({ 'GET /files/:id': reply(200, new Blob(['jpeg'])) });
    const { user, fileInputs } = renderGameForm(PuzzleForm, { codTrlJogo: 5, images: [] });
    const [input] = fileInputs();
    expect(input!.multiple).toBe(false);
    expect(input!.accept).toBe('image/jpeg,image/png,image/webp');
    renderGameForm(PuzzleForm, { codTrlJogo: 5, images: ['/api/files/abc'] });
    expect(await screen.findByText('1 de 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    expect(screen.getAllByText('0 de 1')).toHaveLength(2);
  });
});
