import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImageQuizForm } from './ImageQuizForm';
import { anyFileUser, file, footer, send, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('image quiz form with image answers (10)', () => {
  it('needs the question, the four images and the correct one', async () => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    const { container } = renderWithProviders(<ImageQuizForm onSubmit={onSubmit} footer={footer} />);
    await send(user);
    expect(screen.getByText('Favor informar a pergunta.')).toBeInTheDocument();
    expect(screen.getAllByText('Favor preencher todos os campos de respostas.')).toHaveLength(4);
    expect(screen.getByText('Favor marcar uma resposta correta.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Qual é o gato?');
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type=file]');
    const images = ['cão', 'gato', 'ave', 'peixe'].map((name) => file(`${name}.png`));
    for (const [i, input] of [...inputs].entries()) await user.upload(input, images[i]!);
    await user.click(screen.getByRole('radio', { name: 'Resposta 2 correta' }));
    await send(user);
    expect(onSubmit).toHaveBeenCalledWith({
      codTrlJogo: 10,
      perguntas: [
        {
          dscPergunta: 'Qual é o gato?',
          imgPergunta: null,
          respostas: images.map((imgResposta, i) => ({
            dscResposta: null,
            imgResposta,
            indRespostaCorreta: i === 1 ? 'S' : 'N',
          })),
        },
      ],
    });
  });
});
