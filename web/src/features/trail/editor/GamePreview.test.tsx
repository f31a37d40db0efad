import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toQuestions } from '@school/modules/content/contracts';
import { mockApiWithFiles, type ApiMock } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import type { LoadedGame } from './api';
import { EDITOR_ROUTES } from './fixtures.testing';
import { GamePreview } from './GamePreview';

const QUIZ: LoadedGame = {
  codTrlConteudo: 46,
  nomJogo: 'Quiz',
  dscTitulo: 'Planetas',
  dscConteudoJogo: 'Escolha a resposta certa.',
  ...toQuestions<string>({
    codTrlJogo: 6,
    question: 'Qual é o maior planeta?',
    image: null,
    answers: [
      { dscResposta: 'Júpiter', indRespostaCorreta: 'S' },
      { dscResposta: 'Terra', indRespostaCorreta: 'N' },
      { dscResposta: 'Marte', indRespostaCorreta: 'N' },
      { dscResposta: 'Vênus', indRespostaCorreta: 'N' },
    ],
  }),
};

let api: ApiMock;
beforeEach(() => {
  api = mockApiWithFiles(EDITOR_ROUTES);
});

describe('game preview (decision 0071)', () => {
  it('plays the game as a student sees it, under its own title, with no answer marked', () => {
    renderWithProviders(<GamePreview game={QUIZ} />);
    expect(screen.getByRole('heading', { name: 'Planetas' })).toBeInTheDocument();
    expect(screen.getByText('Quiz')).toBeInTheDocument();
    expect(screen.getByText(/Assim o aluno vê este jogo/)).toBeInTheDocument();
    expect(screen.queryByText('correta')).not.toBeInTheDocument();
    const board = screen.getByRole('group', { name: 'Planetas' });
    expect(
      within(board)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(['Júpiter', 'Marte', 'Terra', 'Vênus']);
  });

  it('checks a pick and shows its verdict on this device, sending nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GamePreview game={QUIZ} />);
    await user.click(screen.getByRole('button', { name: 'Terra' }));
    expect(await screen.findByText('Não foi desta vez.')).toBeInTheDocument();
    // The lost round reveals the right answer, as the player does.
    expect(screen.getByRole('button', { name: 'Júpiter' })).toHaveAttribute('data-variant', 'filled');
    await user.click(screen.getByRole('button', { name: /Jogar de novo/ }));
    await user.click(await screen.findByRole('button', { name: 'Júpiter' }));
    expect(await screen.findByText('Parabéns! Você acertou.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
