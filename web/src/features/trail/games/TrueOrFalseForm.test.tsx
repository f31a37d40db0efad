import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrueOrFalseForm } from './TrueOrFalseForm';
import { renderGameForm } from './games.testing';

describe('true or false form (7)', () => {
  it('starts with 2 statements, takes 1 to 4, each true or false', async () => {
    const { user, send, sends } = renderGameForm(TrueOrFalseForm);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await send();
    expect(screen.getAllByText('Favor informar as perguntas.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Adicionar pergunta' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remover pergunta 4' }));
    await user.click(screen.getByRole('button', { name: 'Remover pergunta 3' }));
    await user.click(screen.getByRole('button', { name: 'Remover pergunta 2' }));
    expect(screen.getByRole('button', { name: 'Remover pergunta 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await user.type(screen.getByRole('textbox', { name: /Pergunta 1/ }), 'O sol é uma estrela');
    await user.type(screen.getByRole('textbox', { name: /Pergunta 2/ }), 'A lua é um planeta');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Pergunta 2' })).getByText('Falso'));
    await sends(7, [
      {
        dscPergunta: 'O sol é uma estrela',
        imgPergunta: null,
        respostas: [
          { dscResposta: 'S', imgResposta: null, indRespostaCorreta: 'S' },
          { dscResposta: 'N', imgResposta: null, indRespostaCorreta: 'N' },
        ],
      },
      {
        dscPergunta: 'A lua é um planeta',
        imgPergunta: null,
        respostas: [
          { dscResposta: 'S', imgResposta: null, indRespostaCorreta: 'N' },
          { dscResposta: 'N', imgResposta: null, indRespostaCorreta: 'S' },
        ],
      },
    ]);
  });
});
