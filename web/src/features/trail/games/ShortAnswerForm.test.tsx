import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShortAnswerForm } from './ShortAnswerForm';
import { renderGameForm } from './games.testing';

describe('short answer form (1 hangman)', () => {
  it('shows the spec’s messages, then hands over the question and its answer', async () => {
    const { user, send, sends } = renderGameForm(ShortAnswerForm);
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), 'Cor');
    await send();
    expect(screen.getByText('Favor informar uma pergunta maior.')).toBeInTheDocument();
    expect(screen.getByText('Favor informar uma resposta.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Pergunta/ }), ' do céu?');
    await user.type(screen.getByRole('textbox', { name: /Resposta/ }), ' azul ');
    await sends(1, [
      {
        dscPergunta: 'Cor do céu?',
        imgPergunta: null,
        respostas: [{ dscResposta: 'azul', imgResposta: null, indRespostaCorreta: 'S' }],
      },
    ]);
  });

  it('edits a stored game, with the locked "Salvar" by default', () => {
    renderWithProviders(
      <ShortAnswerForm
        initial={{ codTrlJogo: 1, question: 'Capital?', answer: 'Brasília' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Pergunta/ })).toHaveValue('Capital?');
    expect(screen.getByRole('textbox', { name: /Resposta/ })).toHaveValue('Brasília');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
