import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QuizForm } from './QuizForm';
import { anyFileUser, file, footer, send, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('image quiz form with four answers (6 quiz)', () => {
  it('shows each rule, then hands over the question, its image and the four answers', async () => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    const { container } = renderWithProviders(<QuizForm onSubmit={onSubmit} footer={footer} />);
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Céu');
    await user.type(screen.getByRole('textbox', { name: /Resposta 1/ }), 'azul');
    await send(user);
    expect(screen.getByText('Favor informar a pergunta.')).toBeInTheDocument();
    expect(screen.getAllByText('Favor preencher todos os campos de respostas.')).toHaveLength(3);
    expect(screen.getByText('Favor marcar uma resposta correta.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), ' de dia?');
    for (const [n, text] of [
      [2, 'verde'],
      [3, 'roxo'],
      [4, 'preto'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`Resposta ${n}`) }), text);
    }
    await user.click(screen.getByRole('radio', { name: 'Resposta 1 correta' }));
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png');
    await user.upload(input, file('ceu.webp', 'image/webp'));
    await send(user);
    expect(screen.getByText('Formato inválido. Formatos válidos: jpeg e png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    const image = file('ceu.jpg', 'image/jpeg');
    await user.upload(input, image);
    await send(user);
    expect(onSubmit).toHaveBeenCalledWith({
      codTrlJogo: 6,
      perguntas: [
        {
          dscPergunta: 'Céu de dia?',
          imgPergunta: image,
          respostas: ['azul', 'verde', 'roxo', 'preto'].map((dscResposta, i) => ({
            dscResposta,
            imgResposta: null,
            indRespostaCorreta: i === 0 ? 'S' : 'N',
          })),
        },
      ],
    });
  });

  it('goes without an image, and moves the correct mark', async () => {
    const onSubmit = vi.fn();
    const user = anyFileUser();
    const answers = ['a', 'b', 'c', 'd'].map((dscResposta, i) => ({
      dscResposta,
      indRespostaCorreta: i === 0 ? ('S' as const) : ('N' as const),
    }));
    renderWithProviders(
      <QuizForm
        initial={{ codTrlJogo: 6, question: 'Qual?', image: null, answers }}
        onSubmit={onSubmit}
        footer={footer}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Resposta 1 correta' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Resposta 3 correta' }));
    await send(user);
    const respostas = onSubmit.mock.calls[0]![0].perguntas[0].respostas;
    expect(respostas.map((a: { indRespostaCorreta: string }) => a.indRespostaCorreta)).toEqual([
      'N',
      'N',
      'S',
      'N',
    ]);
    expect(onSubmit.mock.calls[0]![0].perguntas[0].imgPergunta).toBeNull();
  });
});
