import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompleteSentenceForm } from './CompleteSentenceForm';
import { renderGameForm } from './games.testing';

describe('complete the sentence form (9)', () => {
  it('shows one word field per asterisk, the spec’s messages, then the words right and wrong', async () => {
    const { user, send, sends } = renderGameForm(CompleteSentenceForm);
    await send();
    expect(screen.getByText('Favor informar a frase.')).toBeInTheDocument();
    const sentence = screen.getByRole('textbox', { name: /Frase/ });
    await user.type(sentence, 'O sol nasce');
    await send();
    expect(screen.getByText('Marque com * as palavras escondidas da frase.')).toBeInTheDocument();
    await user.clear(sentence);
    await user.type(sentence, 'O * nasce no *.');
    expect(screen.getByRole('textbox', { name: /^Palavra 1/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Palavra 2/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Palavra 1/ }), 'sol');
    await user.click(screen.getByRole('button', { name: 'Adicionar palavra errada' }));
    await send();
    expect(screen.getAllByText('Favor informar uma palavra.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /^Palavra 2/ }), 'leste');
    await user.type(screen.getByRole('textbox', { name: /Palavra errada 1/ }), 'lua');
    await sends(9, [
      {
        dscPergunta: 'O * nasce no *.',
        imgPergunta: null,
        respostas: [
          { dscResposta: 'sol', imgResposta: null, indRespostaCorreta: 'S' },
          { dscResposta: 'leste', imgResposta: null, indRespostaCorreta: 'S' },
          { dscResposta: 'lua', imgResposta: null, indRespostaCorreta: 'N' },
        ],
      },
    ]);
  });

  it('stops at 9 words in all: "Quantidade máxima de palavras (certas ou erradas) é 9."', async () => {
    const wrongWords = Array.from({ length: 8 }, (_, i) => `w${i}`);
    const { user, send } = renderGameForm(CompleteSentenceForm, {
      codTrlJogo: 9,
      sentence: '* e *',
      words: ['a', 'b'],
      wrongWords,
    });
    expect(screen.getByRole('button', { name: 'Adicionar palavra errada' })).toBeDisabled();
    await send();
    expect(screen.getByText('Quantidade máxima de palavras (certas ou erradas) é 9.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover palavra errada 8' }));
    await user.click(screen.getByRole('button', { name: 'Remover palavra errada 7' }));
    expect(screen.getByRole('button', { name: 'Adicionar palavra errada' })).toBeEnabled();
  });
});
