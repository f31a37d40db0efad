import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QuizForm } from './QuizForm';
import { file, renderGameForm, stubObjectUrls } from './games.testing';

beforeEach(stubObjectUrls);

describe('image quiz form with four answers (6 quiz)', () => {
  it('shows each rule, then hands over the question, its image and the four answers', async () => {
    const { user, send, fileInputs, sends, typeNumbered } = renderGameForm(QuizForm);
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Céu');
    await user.type(screen.getByRole('textbox', { name: /Resposta 1/ }), 'azul');
    await send();
    expect(screen.getByText('Favor informar a pergunta.')).toBeInTheDocument();
    expect(screen.getAllByText('Favor preencher todos os campos de respostas.')).toHaveLength(3);
    expect(screen.getByText('Favor marcar uma resposta correta.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), ' de dia?');
    await typeNumbered('Resposta', { 2: 'verde', 3: 'roxo', 4: 'preto' });
    await user.click(screen.getByRole('radio', { name: 'Resposta 1 correta' }));
    const [input] = fileInputs();
    expect(input!.accept).toBe('image/jpeg,image/png');
    await user.upload(input!, file('ceu.webp', 'image/webp'));
    await send();
    expect(screen.getByText('Formato inválido. Formatos válidos: jpeg e png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    const image = file('ceu.jpg', 'image/jpeg');
    await user.upload(input!, image);
    await sends(6, [
      {
        dscPergunta: 'Céu de dia?',
        imgPergunta: image,
        respostas: ['azul', 'verde', 'roxo', 'preto'].map((dscResposta, i) => ({
          dscResposta,
          imgResposta: null,
          indRespostaCorreta: i === 0 ? 'S' : 'N',
        })),
      },
    ]);
  });

  it('goes without an image, and moves the correct mark', async () => {
    const answers = ['a', 'b', 'c', 'd'].map((dscResposta, i) => ({
      dscResposta,
      indRespostaCorreta: i === 0 ? ('S' as const) : ('N' as const),
    }));
    const { user, onSubmit, send } = renderGameForm(QuizForm, {
      codTrlJogo: 6,
      question: 'Qual?',
      image: null,
      answers,
    });
    expect(screen.getByRole('radio', { name: 'Resposta 1 correta' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Resposta 3 correta' }));
    await send();
    const respostas = onSubmit.mock.calls[0]![0].perguntas[0]!.respostas;
    expect(respostas.map((a) => a.indRespostaCorreta)).toEqual(['N', 'N', 'S', 'N']);
    expect(onSubmit.mock.calls[0]![0].perguntas[0]!.imgPergunta).toBeNull();
  });
});
