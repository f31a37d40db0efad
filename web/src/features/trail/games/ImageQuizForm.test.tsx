import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImageQuizForm } from './ImageQuizForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('image quiz form with image answers (10)', () => {
  it('needs the question, the four images and the correct one', async () => {
    const { user, send, fileInputs, sends } = renderGameForm(ImageQuizForm);
    await send();
    expect(screen.getByText('Favor informar a pergunta.')).toBeInTheDocument();
    expect(screen.getAllByText('Favor preencher todos os campos de respostas.')).toHaveLength(4);
    expect(screen.getByText('Favor marcar uma resposta correta.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Qual é o gato?');
    const images = ['cão', 'gato', 'ave', 'peixe'].map((name) => file(`${name}.png`));
    for (const [i, input] of fileInputs().entries()) await user.upload(input, images[i]!);
    await user.click(screen.getByRole('radio', { name: 'Resposta 2 correta' }));
    await sends(10, [
      {
        dscPergunta: 'Qual é o gato?',
        imgPergunta: null,
        respostas: images.map((imgResposta, i) => ({
          dscResposta: null,
          imgResposta,
          indRespostaCorreta: i === 1 ? 'S' : 'N',
        })),
      },
    ]);
  });
});
