import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerGameResult } from '@school/modules/teaching/contracts';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { GameBest, withRound } from './GameBest';

const show = (result: PlayerGameResult | undefined) => renderWithProviders(<GameBest result={result} />);

describe('GameBest', () => {
  it('shows nothing before the first round', () => {
    show(undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the game was won, with the best score and the rounds played', () => {
    show({ codTrlConteudo: 2, rodadas: 3, vencido: true, melhorPontuacao: 80 });
    const best = screen.getByRole('alert');
    expect(best).toHaveTextContent('Você já venceu este jogo');
    expect(best).toHaveTextContent('Melhor resultado: 80% · rodadas jogadas: 3');
  });

  it('says the game was only played, in the current language', async () => {
    show({ codTrlConteudo: 2, rodadas: 1, vencido: false, melhorPontuacao: 40 });
    expect(screen.getByRole('alert')).toHaveTextContent('Você já jogou este jogo');
    await setLanguage('en');
    expect(await screen.findByText('You already played this game')).toBeInTheDocument();
    expect(screen.getByText('Best result: 40% · rounds played: 1')).toBeInTheDocument();
  });
});

describe('the best result while the game is open', () => {
  it('stays as it was when the game opened: a round played now does not appear above the board', () => {
    const before = { codTrlConteudo: 2, rodadas: 1, vencido: false, melhorPontuacao: 40 };
    const { rerender } = renderWithProviders(<GameBest result={undefined} />);
    rerender(<GameBest result={before} />);
    expect(screen.queryByTestId('game-best')).not.toBeInTheDocument();
    const { rerender: again } = renderWithProviders(<GameBest result={before} />);
    again(<GameBest result={{ ...before, rodadas: 2, vencido: true, melhorPontuacao: 100 }} />);
    expect(screen.getByTestId('game-best')).toHaveTextContent('Melhor resultado: 40% · rodadas jogadas: 1');
  });
});

describe('withRound: the best result after one more round', () => {
  it('counts the first round, its score as a percentage', () => {
    expect(withRound(undefined, 2, { won: false, score: 0.456 })).toEqual({
      codTrlConteudo: 2,
      rodadas: 1,
      vencido: false,
      melhorPontuacao: 46,
    });
  });

  it('keeps the best score and a game once won', () => {
    const before = { codTrlConteudo: 2, rodadas: 2, vencido: true, melhorPontuacao: 90 };
    expect(withRound(before, 2, { won: false, score: 0.5 })).toEqual({ ...before, rodadas: 3 });
    expect(withRound(before, 2, { won: true, score: 1 })).toEqual({
      ...before,
      rodadas: 3,
      melhorPontuacao: 100,
    });
  });
});
